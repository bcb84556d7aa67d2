import QtRows
import WorkerMain

// The workers of Qt's variants: this executable links Qt and no other real toolkit (`WorkerExecutables`).
WorkerMain.main(toolkits: { [QtToolkit(templatesDirectory: $0)] })
