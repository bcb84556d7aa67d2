// GNUstepRow.h: the module's umbrella header, naming every public header of GNUstepRow.
//
// An umbrella header rather than SwiftPM's umbrella folder: a header added to a folder leaves clang's module
// cache stale in an existing build folder ("cannot find ... in scope" until .build is removed, as the user's cell
// header did), while an edit to this file rebuilds the module. Add each new header here.
#include "NibOrNotGNUstep.h"
#include "NibOrNotGNUstepUserCell.h"
