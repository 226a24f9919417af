import ArgumentParser
import VipermapRender

/// `vipermap __layout-worker`: lays out one graph sent on standard input and writes the pictures to standard
/// output (``Graphviz/serveLayoutWorker()``). vipermap starts it itself for each budgeted layout, so that layouts
/// run side by side in fresh processes; it is not meant to be run by hand and is hidden from the help.
struct LayoutWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: LayoutWorker.subcommand,
        abstract: "Lay out one graph for another vipermap process (internal).",
        shouldDisplay: false
    )

    func run() throws {
        Graphviz.serveLayoutWorker()
    }
}
