import ChromiumRows
import WorkerMain

// The workers of Chromium's variants: this executable drives one headless browser over the DevTools pipe and
// links no real toolkit's libraries (`WorkerExecutables`).
WorkerMain.main(toolkits: { [ChromiumToolkit(templatesDirectory: $0)] })
