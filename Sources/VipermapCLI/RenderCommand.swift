import ArgumentParser
import Foundation
import VipermapRender

/// `vipermap render PATH`: draws a map from a map.json, a folder holding one, or an app folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a map (map.json, a folder holding one, or an app folder) to pictures.",
        discussion: "Example: vipermap render vipermap-out/map.json --output vipermap-out"
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(name: .shortAndLong, help: "Folder to write map.svg and map.png to.")
    var output: String = "vipermap-out"

    @OptionGroup var indexing: IndexingOptions

    func run() throws {
        let map = try Pipeline.load(path: path, options: indexing.indexOptions)
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        for format in [RenderFormat.svg, .png] {
            let data: Data
            do {
                data = try MapRenderer.render(map, format: format)
            } catch {
                throw VipermapFailure(.render, "rendering \(format.fileName) failed: \(error)")
            }
            try Pipeline.write(data, to: folder.appendingPathComponent(format.fileName))
        }
    }
}
