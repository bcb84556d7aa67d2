import QmlRows
import WorkerMain

// The workers of Qt Quick's variants: this executable links Qt Quick and no other real toolkit (`WorkerExecutables`).
WorkerMain.main(toolkits: { [QmlToolkit(templatesDirectory: $0)] })
