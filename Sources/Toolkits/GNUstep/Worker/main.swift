import GNUstepRows
import WorkerMain

// The workers of GNUstep's variants: this executable links GNUstep and no other real toolkit (`WorkerExecutables`).
WorkerMain.main(toolkits: { [GNUstepToolkit(templatesDirectory: $0)] })
