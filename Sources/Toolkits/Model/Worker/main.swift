import WorkerMain

// The workers of the model's variants: this executable links no real toolkit (`WorkerExecutables` says why).
WorkerMain.main(toolkits: { _ in [] })
