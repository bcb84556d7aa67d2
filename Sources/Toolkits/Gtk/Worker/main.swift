import GtkRows
import WorkerMain

// The workers of GTK's variants: this executable links GTK and no other real toolkit (`WorkerExecutables`).
WorkerMain.main(toolkits: { [GtkToolkit(templatesDirectory: $0)] })
