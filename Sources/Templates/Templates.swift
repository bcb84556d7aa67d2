// The Templates module; see README.md, Architecture.
