import ArgumentParser
import Foundation
import VipermapExplorer
import VipermapRender

/// `vipermap explore PATH`: writes the HTML explorer.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Write the HTML explorer (index.html) for a map.json, a folder holding one, or an app folder.",
        discussion: "Example: vipermap explore vipermap-out --output site"
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(name: .shortAndLong, help: "Folder to write index.html to.")
    var output: String = "vipermap-out"

    @Option(name: .customLong("source-url"), help: ArgumentHelp(
        "Link components to their source, e.g. 'https://example.com/org/app/blob/main/{path}#L{line}'.",
        valueName: "template"))
    var sourceURL: String?

    @OptionGroup var indexing: IndexingOptions

    func run() throws {
        let map = try Pipeline.load(path: path, options: indexing.indexOptions)
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        let svg: Data
        do {
            svg = try MapRenderer.render(map, format: .svg)
        } catch {
            throw VipermapFailure(.render, "rendering the map failed: \(error)")
        }
        let page = ExplorerWriter.html(
            map: map,
            maps: [ExplorerMap(id: "app", title: "Whole app", svg: String(decoding: svg, as: UTF8.self))],
            options: ExplorerOptions(sourceURL: sourceURL))
        try Pipeline.write(page, to: folder.appendingPathComponent("index.html"))
    }
}
