import WebKitRows
import WorkerMain

// The workers of WebKit's variants: this executable links WebKitGTK 6.0 (and GTK 4) and no other real toolkit
// (`WorkerExecutables`); its web process loads libNibOrNotWebKitExtension.so from beside it.
WorkerMain.main(toolkits: { [WebKitToolkit(templatesDirectory: $0)] })
