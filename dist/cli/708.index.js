export const id = 708;
export const ids = [708];
export const modules = {

/***/ 42708:
/***/ ((module) => {

module.exports = eval("require")("zlib-sync");


/***/ })

};
