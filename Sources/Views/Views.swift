// The Views module; see README.md, Architecture.
