import ArgumentParser
import Foundation
import VipermapAnalysis
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
        "Use an SVG you already have instead of rendering one: 'app=map.svg', 'overview=overview.svg', 'area:NAME=file.svg' or 'domain:NAME=file.svg' (repeatable).",
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
        let indexOptions = indexing.indexOptions
        // A map.json written before areas gets them here, as its pictures do (the renderer's ``Areas/ensured(_:)``):
        // the page names the areas its overview draws.
        let map = Areas.ensured(try Pipeline.load(path: path, options: indexOptions))
        indexing.limitLayoutWorkers()
        // Pictures given are read before anything is written: a missing one leaves no output folder behind.
        let given = pictures.isEmpty ? nil : try givenMaps()
        let folder = URL(fileURLWithPath: output)
        try Pipeline.prepareOutputFolder(folder)
        let cache = Pipeline.layoutCache(indexOptions)
        defer { Pipeline.finish(cache, quiet: indexing.quiet) }
        let maps = try given ?? Self.drawPictures(for: map, cache: cache, quiet: indexing.quiet)
        let page = ExplorerWriter.html(map: map, maps: maps, options: ExplorerOptions(sourceURL: sourceURL))
        try Pipeline.write(page, to: folder.appendingPathComponent("index.html"))
    }

    /// Apps up to this many modules also get a whole-app picture; bigger ones only the overview and domain maps
    /// (a whole-app layout of thousands of modules takes minutes and reads as a hairball).
    static let wholeAppLimit = 400

    /// The explorer's pictures of `map`: the whole app (unless it is bigger than ``wholeAppLimit``), then the overview
    /// of areas and one picture per area and per domain when there are several areas or domains. With layout workers
    /// the whole app and the views are drawn side by side (``MapCommand/draw(_:formats:options:)``); notes are printed
    /// afterwards in the order of a serial run, none with `quiet`.
    static func drawPictures(for map: AppMap, cache: LayoutCache?, quiet: Bool) throws -> [ExplorerMap] {
        let options = RenderOptions(reportsToStandardError: false, layoutCache: cache)
        guard map.modules.count <= wholeAppLimit else {
            let views = viewOutcome(for: map, options: options)
            if !quiet { views.printNotes() }
            return everyKindPicture(for: map, options: options) + self.views(of: try viewPictures(from: views))
        }
        let (app, views, everyKind) = MapCommand.draw(map, formats: [.svg], options: options)
        if !quiet { app.printNotes() }
        let svg: Data
        do {
            svg = try app.get()[0].data
        } catch {
            throw VipermapFailure(.render, "rendering the explorer's maps failed: \(error)")
        }
        if let views, !quiet { views.printNotes() }
        return [wholeApp(svg)] + everyKind + self.views(of: try viewPictures(from: views))
    }

    /// The whole app with every kind drawn, for the page's show/hide toggle (``ExplorerMap/Kind/everyKind``): none when
    /// the app is too big for a whole-app picture, when every route is drawn by default (``ViewGraph/isHiddenByDefault(_:moduleIDs:)``:
    /// the picture would be the default one), or when its layout fails (the page then says that picture was not
    /// rendered). Then each domain map with every kind drawn (same kind, with its ``ExplorerMap/domain``), for the
    /// domains whose modules have such a route, when the explorer has domain maps.
    static func everyKindPicture(for map: AppMap, options: RenderOptions) -> [ExplorerMap] {
        let moduleIDs = Set(map.modules.map(\.id))
        let hidden = map.routes.filter { ViewGraph.isHiddenByDefault($0, moduleIDs: moduleIDs) }
        guard !hidden.isEmpty else { return [] }
        var every = options
        every.view = .app
        every.hidden = []
        var pictures: [ExplorerMap] = []
        if map.modules.count <= wholeAppLimit, let svg = try? MapRenderer.render(map, format: .svg, options: every) {
            pictures.append(ExplorerMap(id: "app-every-kind", title: "Whole app, every kind drawn", svg: String(decoding: svg, as: UTF8.self),
                                        kind: .everyKind))
        }
        guard hasDomainMaps(map) else { return pictures }
        var domainOf: [String: String] = [:]
        for module in map.modules { domainOf[module.id] = module.domain ?? ViewGraph.ungroupedDomain }
        let wanted = Set(hidden.compactMap { route in route.from.flatMap { domainOf[$0] } })
        guard !wanted.isEmpty else { return pictures }
        let outcome = MapRenderer.renderAllDeferringNotes(map, formats: [.svg], options: every, where: { $0.domain.map(wanted.contains) ?? false })
        // A layout that fails leaves the default domain map alone: the page says that picture was not rendered.
        guard let views = try? outcome.get() else { return pictures }
        return pictures + views.map { view in
            ExplorerMap(id: "every-kind-" + view.spec.id, title: view.spec.title + ", every kind drawn",
                        svg: String(decoding: view.data(.svg) ?? Data(), as: UTF8.self), kind: .everyKind, domain: view.spec.domain)
        }
    }

    /// Whether the explorer draws the overview and one map per area and per domain: several areas or domains, or an
    /// app too big for one picture.
    static func hasDomainMaps(_ map: AppMap) -> Bool {
        Set(map.modules.compactMap(\.domain)).count > 1 || Set(map.modules.map(\.area)).count > 1 || map.modules.count > wholeAppLimit
    }

    /// The explorer's entry for the whole-app picture.
    static func wholeApp(_ svg: Data) -> ExplorerMap {
        ExplorerMap(id: "app", title: "Whole app", svg: String(decoding: svg, as: UTF8.self), kind: .app)
    }

    /// The overview and one picture per domain, when the map has several domains (or is too big for one picture),
    /// with their notes and errors left to the caller (see ``MapRenderer/renderAllDeferringNotes(_:formats:options:)``).
    static func viewOutcome(for map: AppMap, options: RenderOptions) -> RenderOutcome<[RenderedView]> {
        guard hasDomainMaps(map) else { return RenderOutcome(result: .success([]), notes: []) }
        return MapRenderer.renderAllDeferringNotes(map, formats: [.svg], options: options)
    }

    /// The views of `outcome` (none when nil), or the CLI's error for its failure.
    static func viewPictures(from outcome: RenderOutcome<[RenderedView]>?) throws -> [RenderedView] {
        do {
            return try outcome?.get() ?? []
        } catch {
            throw VipermapFailure(.render, "rendering the explorer's maps failed: \(error)")
        }
    }

    /// The explorer's entries for views drawn by ``viewOutcome(for:options:)``.
    static func views(of rendered: [RenderedView]) -> [ExplorerMap] {
        rendered.map { view in
            ExplorerMap(id: view.spec.id, title: view.spec.title, svg: String(decoding: view.data(.svg) ?? Data(), as: UTF8.self),
                        kind: view.spec.domain != nil ? .domain : view.spec.area != nil ? .area : .overview,
                        domain: view.spec.domain, area: view.spec.area)
        }
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
            if id.hasPrefix("area:") {
                let area = String(id.dropFirst("area:".count))
                return ExplorerMap(id: id, title: "Area \(area)", svg: svg, kind: .area, area: area)
            }
            return ExplorerMap(id: id, title: id == "overview" ? "Overview of areas" : "Whole app", svg: svg)
        }
    }

    /// `ID=FILE` with ID `app`, `overview`, `area:NAME` or `domain:NAME`.
    static func parsePicture(_ text: String) -> (id: String, file: String)? {
        guard let eq = text.firstIndex(of: "=") else { return nil }
        let id = String(text[..<eq]), file = String(text[text.index(after: eq)...])
        guard !file.isEmpty, id == "app" || id == "overview" || (id.hasPrefix("domain:") && id.count > "domain:".count)
                || (id.hasPrefix("area:") && id.count > "area:".count) else { return nil }
        return (id, file)
    }
}
