import ArgumentParser
import Foundation
import VipermapModel
import VipermapRender

/// `vipermap render PATH`: draws a map from a map.json, a folder holding one, or an app folder.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a map (map.json, a folder holding one, or an app folder) to pictures.",
        discussion: """
        Writes map.<format> (map.mmd for Mermaid) to the output folder, or one format to standard output with \
        --output -. With --all, writes overview.<format> (the areas), area-<slug>.<format> for every area not drawn as a domain, domain-<slug>.<format> for every domain, and index.json.

        Without --format: SVG of every picture (it scales, its text can be searched, the explorer shows it), and PNG \
        only for the pictures people embed, the overview (--collapse, and with --all) and the whole app, when it is \
        readable: when it fits --png-max-pixels (\(RenderOptions.defaultPNGMaxPixels)) at \(DefaultFormats.readableScale) % or more. \
        Rasterizing big maps took most of the time and bytes, for pictures too large to read. --format png draws every \
        PNG asked for, each scaled down as a whole to fit --png-max-pixels.

        Examples:
          vipermap render vipermap-out/map.json --format svg --format pdf --output docs
          vipermap render MyApp --focus Login --depth 1 --direction out --format mermaid --output -
          vipermap render vipermap-out --all --output docs/maps
        """
    )

    @Argument(help: "A map.json, a folder holding one, or an app's source folder.")
    var path: String

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Folder to write the pictures to; `-` writes a single format to standard output.", valueName: "dir"))
    var output: String = "vipermap-out"

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "Output format, repeatable: \(RenderFormat.choices). Default: svg, plus png for the overview and the whole app when readable.", valueName: "format"))
    var format: [String] = []

    @Flag(help: "Write the overview of areas, one map per area and per domain, plus index.json (needs --output DIR).")
    var all = false

    @OptionGroup var rendering: RenderingOptions
    @OptionGroup var png: PNGOptions
    @OptionGroup var indexing: IndexingOptions

    func run() throws {
        let named = try Self.formats(format)
        var options = try rendering.renderOptions()
        options.pngMaxPixels = try png.maxPixels()
        if all && rendering.selectsView {
            throw VipermapFailure(.usageOrInput, "--all draws the overview, every area and every domain; drop --domain, --area, --focus and --collapse, or drop --all.")
        }
        if output == "-" {
            guard !all, named.count == 1 else {
                throw VipermapFailure(.usageOrInput, "--output - writes one picture to standard output; pass exactly one --format and no --all, or an output folder.")
            }
        }
        let indexOptions = indexing.indexOptions
        let map = try Pipeline.load(path: path, options: indexOptions)
        // Named formats for every picture; without, each picture's by its purpose, a PNG only when readable.
        let formatsOf = { (view: MapView) in named.isEmpty ? DefaultFormats.formats(for: view) : named }
        let formats = formatsOf(options.view)
        if named.isEmpty { options.pngMinimumScale = DefaultFormats.readableScale }
        indexing.limitLayoutWorkers()
        options.layoutCache = Pipeline.layoutCache(indexOptions)
        defer { Pipeline.finish(options.layoutCache, quiet: indexing.quiet) }
        if output == "-" {
            FileHandle.standardOutput.write(try Self.render(map, format: formats[0], options: options))
            return
        }
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        if all {
            var views: [RenderedView]
            do {
                views = try MapRenderer.renderAll(map, formats: { formatsOf($0.view) }, options: options)
            } catch {
                throw Self.failure(error)
            }
            // A default PNG too big to read comes back empty: not written, not listed in index.json.
            for index in views.indices {
                let svg = views[index].data(.svg)
                views[index].files.removeAll { file in
                    Pipeline.skipsUnreadablePNG(file.format, fileName: file.fileName, data: file.data, svg: svg, options: options, quiet: indexing.quiet)
                }
            }
            for view in views {
                for file in view.files {
                    try Pipeline.write(file.data, to: folder.appendingPathComponent(file.fileName))
                }
            }
            try Pipeline.write(MapRenderer.indexJSON(views), to: folder.appendingPathComponent("index.json"))
            let written = Set(views.flatMap { $0.files.map(\.format) })
            let extensions = RenderFormat.allCases.filter(written.contains).map(\.fileExtension).joined(separator: ",")
            FileHandle.standardError.write(Data("vipermap: \(views.count) views → \(folder.path)/{overview,area-…,domain-…}.{\(extensions)}, index.json\n".utf8))
            return
        }
        // Every picture comes from one layout.
        let pictures: [Data]
        do {
            pictures = try MapRenderer.render(map, formats: formats, options: options)
        } catch {
            throw Self.failure(error)
        }
        let svg = zip(formats, pictures).first { $0.0 == .svg }?.1
        for (format, data) in zip(formats, pictures)
        where !Pipeline.skipsUnreadablePNG(format, fileName: format.fileName, data: data, svg: svg, options: options, quiet: indexing.quiet) {
            try Pipeline.write(data, to: folder.appendingPathComponent(format.fileName))
        }
    }


    /// Parses `--format` values (none: empty, each picture then gets ``DefaultFormats``), rejecting unknown ones with
    /// the list of valid choices.
    static func formats(_ values: [String]) throws -> [RenderFormat] {
        var formats: [RenderFormat] = []
        for value in values.flatMap({ $0.split(separator: ",").map(String.init) }) {
            let name = value.trimmingCharacters(in: .whitespaces).lowercased()
            guard let format = RenderFormat(rawValue: name == "mmd" ? "mermaid" : name) else {
                throw VipermapFailure(.usageOrInput, "unknown --format '\(value)'; use one of: \(RenderFormat.choices).")
            }
            if !formats.contains(format) { formats.append(format) }
        }
        return formats
    }

    /// Renders one picture, turning renderer errors into the CLI's failures.
    static func render(_ map: AppMap, format: RenderFormat, options: RenderOptions) throws -> Data {
        do {
            return try MapRenderer.render(map, format: format, options: options)
        } catch {
            throw failure(error)
        }
    }

    /// Unknown domain, area or module: a usage error (2); Graphviz failures: rendering failed (4).
    static func failure(_ error: any Error) -> VipermapFailure {
        if let error = error as? RenderError {
            switch error {
            case .unknownDomain, .unknownArea, .unknownModule:
                return VipermapFailure(.usageOrInput, error.description)
            case .graphviz(let inner):
                if case .unknownEngine = inner { return VipermapFailure(.usageOrInput, error.description) }
                return VipermapFailure(.render, "rendering failed: \(error.description)")
            }
        }
        return VipermapFailure(.render, "rendering failed: \(error)")
    }
}
