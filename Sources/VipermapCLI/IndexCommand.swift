import ArgumentParser
import Foundation
import VipermapWriters

/// `vipermap index PATH --output DIR`: writes `DIR/map.json` only.
struct IndexCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "index",
        abstract: "Index an app and write map.json.",
        discussion: "Example: vipermap index MyApp --output docs/map   (writes docs/map/map.json)"
    )

    @Argument(help: "Folder holding the app's Swift sources and storyboards.")
    var path: String

    @Option(name: .shortAndLong, help: "Folder to write map.json to; `-` writes it to standard output.")
    var output: String = "vipermap-out"

    @OptionGroup var indexing: IndexingOptions

    func run() throws {
        let map = try Pipeline.map(path: path, options: indexing.indexOptions(output: output))
        let data = MapJSONWriter.data(for: map)
        if output == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        try Pipeline.write(data, to: folder.appendingPathComponent("map.json"))
        if !indexing.quiet {
            FileHandle.standardError.write(Data(Pipeline.summary(of: map, written: folder.appendingPathComponent("map.json").path).utf8))
        }
    }
}
