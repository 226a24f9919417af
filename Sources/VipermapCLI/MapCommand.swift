import ArgumentParser
import Foundation
import VipermapExplorer
import VipermapModel
import VipermapRender
import VipermapWriters

/// `vipermap PATH`: index, render and write the explorer in one go.
struct MapCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "map",
        abstract: "Index an app and write map.json, map.dot, map.svg, index.html and, when readable, map.png (the default command).",
        discussion: """
        map.svg is the whole app's map (it scales, its text can be searched); map.png, for embedding, is written by \
        default only when it is readable: when it fits --png-max-pixels at \(DefaultFormats.readableScale) % or more (--png \
        writes it anyway, scaled down to fit; --no-png never). A big app's whole map is no picture to embed: use the \
        explorer, or `vipermap render --all` for the overview and one map per domain.

        Example: vipermap Samples/Pokedex --output vipermap-out
        """
    )

    @Argument(help: "Folder holding the app's Swift sources and storyboards.")
    var path: String

    @Option(name: .shortAndLong, help: "Folder to write the outputs to.")
    var output: String = "vipermap-out"

    @Option(name: .customLong("source-url"), help: ArgumentHelp(
        "Link components to their source in the explorer, e.g. 'https://example.com/org/app/blob/main/{path}#L{line}'.",
        valueName: "template"))
    var sourceURL: String?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Write map.png (default: only when it fits --png-max-pixels at \(DefaultFormats.readableScale) % or more).", visibility: .default))
    var png: Bool?

    @OptionGroup var pngSize: PNGOptions
    @OptionGroup var indexing: IndexingOptions

    func validate() throws {
        if let sourceURL, SourceURLTemplate(sourceURL) == nil {
            throw ValidationError("--source-url '\(sourceURL)' is not an http or https URL; pass e.g. 'https://example.com/org/app/blob/main/{path}#L{line}'.")
        }
    }

    func run() throws {
        // Input errors are reported before anything is created on disk.
        let indexOptions = indexing.indexOptions(output: output)
        let map = try Pipeline.map(path: path, options: indexOptions)
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        try Pipeline.write(MapJSONWriter.data(for: map), to: folder.appendingPathComponent("map.json"))
        // map.svg and map.png share one layout; the explorer takes the SVG (pictures[1]).
        let formats: [RenderFormat] = [.dot, .svg] + (png == false ? [] : [.png])
        // Pictures whose DOT did not change since the last run come from the cache beside the facts.
        let cache = Pipeline.layoutCache(indexOptions)
        // Nothing is printed while drawing: the whole app and the explorer's views may be drawn side by side, and
        // their notes are printed afterwards in the order of a serial run (whole app, then each view).
        // Without --png, a map.png too big to read is not drawn (it comes back empty).
        let options = RenderOptions(reportsToStandardError: false, layoutCache: cache, pngMaxPixels: try pngSize.maxPixels(),
                                    pngMinimumScale: png == true ? nil : DefaultFormats.readableScale)
        indexing.limitLayoutWorkers()
        let (app, views, everyKind) = Self.draw(map, formats: formats, options: options)
        if !indexing.quiet { app.printNotes() }
        let pictures: [RenderedMap]
        do {
            pictures = try app.get()
        } catch {
            throw VipermapFailure(.render, "rendering \(formats.dropFirst().map(\.fileName).joined(separator: " and ")) failed: \(error)")
        }
        if let views, !indexing.quiet { views.printNotes() }
        let rendered = try ExploreCommand.viewPictures(from: views)
        var written = ["map.json"]
        for (format, picture) in zip(formats, pictures)
        where !Pipeline.skipsUnreadablePNG(format, fileName: format.fileName, data: picture.data, svg: pictures[1].data, options: options,
                                          quiet: indexing.quiet) {
            try Pipeline.write(picture.data, to: folder.appendingPathComponent(format.fileName))
            written.append(format.fileName)
        }
        // The explorer gets the whole-app picture already drawn, plus the overview and one map per domain.
        let maps = (map.modules.count <= ExploreCommand.wholeAppLimit ? [ExploreCommand.wholeApp(pictures[1].data)] : [])
            + everyKind + ExploreCommand.views(of: rendered)
        let page = ExplorerWriter.html(map: map, maps: maps, options: ExplorerOptions(sourceURL: sourceURL))
        try Pipeline.write(page, to: folder.appendingPathComponent("index.html"))
        Pipeline.finish(cache, quiet: indexing.quiet, counts: true)
        if !indexing.quiet {
            FileHandle.standardError.write(Data(Pipeline.summary(of: map, written: "\(folder.path)/{\((written + ["index.html"]).joined(separator: ","))}").utf8))
        }
    }

    /// The whole-app picture in `formats` and the explorer's views (nil when the whole app failed and the views
    /// were not drawn), then the explorer's every-kind pictures (``ExploreCommand/everyKindPicture(for:options:)``).
    /// With layout workers they are drawn at the same time: the whole app, the longest layout, is started first on a
    /// thread of its own while the views and the every-kind pictures fill the other workers. Without, one after the other.
    static func draw(_ map: AppMap, formats: [RenderFormat], options: RenderOptions)
        -> (app: RenderOutcome<[RenderedMap]>, views: RenderOutcome<[RenderedView]>?, everyKind: [ExplorerMap]) {
        guard Graphviz.layoutWorker != nil else {
            let app = MapRenderer.renderDeferringNotes(map, formats: formats, options: options)
            guard (try? app.get()) != nil else { return (app, nil, []) }
            return (app, ExploreCommand.viewOutcome(for: map, options: options), ExploreCommand.everyKindPicture(for: map, options: options))
        }
        let appDone = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var app: RenderOutcome<[RenderedMap]>?
        let thread = Thread {
            app = MapRenderer.renderDeferringNotes(map, formats: formats, options: options)
            appDone.signal()
        }
        thread.stackSize = 8 << 20
        thread.start()
        let views = ExploreCommand.viewOutcome(for: map, options: options)
        let everyKind = ExploreCommand.everyKindPicture(for: map, options: options)
        appDone.wait()
        return (app!, views, everyKind)
    }
}
