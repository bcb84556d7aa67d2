// The Builders module; see README.md, Architecture.
