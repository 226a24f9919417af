import ArgumentParser
import Foundation
import VipermapExplorer
import VipermapModel
import VipermapRender

/// `vipermap explore PATH`: writes the HTML explorer.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Write the HTML explorer (index.html) for a map.json, a folder holding one, or an app folder.",
        discussion: """
        The page is one self-contained file: map data, pictures, CSS and JS inlined, no network requests.
        Example: vipermap explore vipermap-out --output site --source-url 'https://example.com/org/app/blob/main/{path}#L{line}'
        """
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(name: .shortAndLong, help: "Folder to write index.html to.")
    var output: String = "vipermap-out"

    @Option(name: .customLong("source-url"), help: ArgumentHelp(
        "Link components to their source, e.g. 'https://example.com/org/app/blob/main/{path}#L{line}'. Must be an http or https URL.",
        valueName: "template"))
    var sourceURL: String?

    @Option(name: .customLong("picture"), help: ArgumentHelp(
        "Use an SVG you already have instead of rendering one: 'app=map.svg', 'overview=overview.svg' or 'domain:NAME=file.svg' (repeatable).",
        valueName: "id=file"))
    var pictures: [String] = []

    @OptionGroup var indexing: IndexingOptions

    func validate() throws {
        if let sourceURL, SourceURLTemplate(sourceURL) == nil {
            throw ValidationError("--source-url '\(sourceURL)' is not an http or https URL; pass e.g. 'https://example.com/org/app/blob/main/{path}#L{line}'.")
        }
        for picture in pictures where Self.parsePicture(picture) == nil {
            throw ValidationError("--picture '\(picture)' is not ID=FILE; pass e.g. 'app=map.svg' or 'domain:Auth=auth.svg'.")
        }
    }

    func run() throws {
        let map = try Pipeline.load(path: path, options: indexing.indexOptions)
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        let maps = pictures.isEmpty ? try renderedMaps(map) : try givenMaps()
        let page = ExplorerWriter.html(map: map, maps: maps, options: ExplorerOptions(sourceURL: sourceURL))
        try Pipeline.write(page, to: folder.appendingPathComponent("index.html"))
    }

    private func renderedMaps(_ map: AppMap) throws -> [ExplorerMap] {
        let svg: Data
        do {
            svg = try MapRenderer.render(map, format: .svg)
        } catch {
            throw VipermapFailure(.render, "rendering the map failed: \(error)")
        }
        return [ExplorerMap(id: "app", title: "Whole app", svg: String(decoding: svg, as: UTF8.self))]
    }

    private func givenMaps() throws -> [ExplorerMap] {
        try pictures.compactMap(Self.parsePicture).map { id, file in
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw VipermapFailure(.usageOrInput, "cannot read picture \(file): \(error.localizedDescription); check the path given to --picture.")
            }
            let svg = String(decoding: data, as: UTF8.self)
            if id.hasPrefix("domain:") {
                let domain = String(id.dropFirst("domain:".count))
                return ExplorerMap(id: id, title: "Domain \(domain)", svg: svg, kind: .domain, domain: domain)
            }
            return ExplorerMap(id: id, title: id == "overview" ? "Overview of domains" : "Whole app", svg: svg)
        }
    }

    /// `ID=FILE` with ID `app`, `overview` or `domain:NAME`.
    static func parsePicture(_ text: String) -> (id: String, file: String)? {
        guard let eq = text.firstIndex(of: "=") else { return nil }
        let id = String(text[..<eq]), file = String(text[text.index(after: eq)...])
        guard !file.isEmpty, id == "app" || id == "overview" || (id.hasPrefix("domain:") && id.count > "domain:".count) else { return nil }
        return (id, file)
    }
}
