export const id = 86;
export const ids = [86];
export const modules = {

/***/ 47086:
/***/ ((module) => {

module.exports = eval("require")("zlib-sync");


/***/ })

};
