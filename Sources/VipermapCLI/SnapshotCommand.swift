import ArgumentParser
import Foundation
import VipermapWriters

/// `vipermap snapshot PATH`: writes the navigation snapshot (sorted modules and routes, one per line).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write a sorted, line-per-record text of modules and routes to commit next to the code.",
        discussion: """
        Commit the file: a pull request's diff then shows every navigation change. \
        `vipermap check PATH --snapshot FILE` fails when the code drifts from it.

        Example: vipermap snapshot MyApp --output navigation.snapshot
        """
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(name: .shortAndLong, help: ArgumentHelp("File to write (default: standard output).", valueName: "file"))
    var output: String?

    @OptionGroup var indexing: IndexingOptions

    func run() throws {
        let map = try Pipeline.load(path: path, options: indexing.indexOptions)
        let data = SnapshotWriter.data(for: map)
        if let output, output != "-" {
            try Pipeline.write(data, to: URL(fileURLWithPath: output))
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}
