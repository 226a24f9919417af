import Foundation
import VipermapAnalysis
import VipermapModel

/// Draws a map: selects a view (``ViewGraph``), writes its DOT or Mermaid, and has Graphviz lay it out and render it
/// with the plan ``LayoutPlan/choose(for:engine:)`` decides from the graph, falling back to cheaper layouts only when
/// Graphviz fails. A layout that runs past `layoutTimeout` fails the render: it never yields a different picture.
public enum MapRenderer {
    /// Graphs up to this many nodes plus edges are laid out in process even with a time budget: `dot` finishes them
    /// in milliseconds, and a fork would cost more than the layout.
    public static let inProcessLimit = 120

    /// The bytes of `map` drawn as `format`. Fallbacks are reported on standard error (see ``RenderOptions``).
    public static func render(_ map: AppMap, format: RenderFormat, options: RenderOptions = RenderOptions()) throws -> Data {
        try renderDetailed(map, format: format, options: options).data
    }

    /// Like ``render(_:format:options:)``, also returning the layout used and the fallbacks taken.
    public static func renderDetailed(_ map: AppMap, format: RenderFormat, options: RenderOptions = RenderOptions()) throws -> RenderedMap {
        if let engine = options.engine, !Graphviz.engines.contains(engine) {
            throw RenderError.graphviz(.unknownEngine(engine, valid: Graphviz.engines))
        }
        let graph = try ViewGraph.make(from: map, options: options)
        return try render(graph, format: format, options: options)
    }

    /// `map` drawn in each of `formats`, in order; the pictures share one layout.
    public static func render(_ map: AppMap, formats: [RenderFormat], options: RenderOptions = RenderOptions()) throws -> [Data] {
        try renderDetailed(map, formats: formats, options: options).map(\.data)
    }

    /// Like ``render(_:formats:options:)``, also returning the layout used and the fallbacks taken.
    public static func renderDetailed(_ map: AppMap, formats: [RenderFormat], options: RenderOptions = RenderOptions()) throws -> [RenderedMap] {
        if let engine = options.engine, !Graphviz.engines.contains(engine) {
            throw RenderError.graphviz(.unknownEngine(engine, valid: Graphviz.engines))
        }
        let graph = try ViewGraph.make(from: map, options: options)
        return try render(graph, formats: formats, options: options)
    }

    /// Draws an already selected view.
    public static func render(_ graph: ViewGraph, format: RenderFormat, options: RenderOptions = RenderOptions()) throws -> RenderedMap {
        try render(graph, formats: [format], options: options)[0]
    }

    /// Draws an already selected view in each of `formats`, in order. The pictures Graphviz draws (SVG, PNG, PDF,
    /// JSON) come from one layout: laying out a big graph costs more than rendering it, so `map.svg` and `map.png`
    /// cost one layout, not two. Each picture is byte-identical to one drawn alone (`MultiFormatRenderTests`).
    public static func render(_ graph: ViewGraph, formats: [RenderFormat], options: RenderOptions = RenderOptions()) throws -> [RenderedMap] {
        let outcome = renderDeferringNotes(graph, formats: formats, options: options, worker: Graphviz.layoutWorker)
        if options.reportsToStandardError { outcome.printNotes() }
        return try outcome.get()
    }

    /// Like ``renderDetailed(_:formats:options:)`` but prints nothing (whatever `options.reportsToStandardError`):
    /// the notes come back with the result, also when the render fails, so that a caller drawing several pictures
    /// at once (`vipermap PATH`: the whole app and the explorer's views) can print them in a stable order.
    public static func renderDeferringNotes(_ map: AppMap, formats: [RenderFormat], options: RenderOptions = RenderOptions()) -> RenderOutcome<[RenderedMap]> {
        let graph: ViewGraph
        do {
            if let engine = options.engine, !Graphviz.engines.contains(engine) {
                throw RenderError.graphviz(.unknownEngine(engine, valid: Graphviz.engines))
            }
            graph = try ViewGraph.make(from: map, options: options)
        } catch {
            return RenderOutcome(result: .failure(error), notes: [])
        }
        return renderDeferringNotes(graph, formats: formats, options: options, worker: Graphviz.layoutWorker)
    }

    static func renderDeferringNotes(_ graph: ViewGraph, formats: [RenderFormat], options: RenderOptions, worker: LayoutWorker?) -> RenderOutcome<[RenderedMap]> {
        var notes: [String] = []
        let result = Result { try render(graph, formats: formats, options: options, worker: worker, notes: &notes) }
        return RenderOutcome(result: result, notes: notes.map { "vipermap: \(graph.title): \($0)" })
    }

    private static func render(_ graph: ViewGraph, formats: [RenderFormat], options: RenderOptions, worker: LayoutWorker?,
                               notes: inout [String]) throws -> [RenderedMap] {
        let plan = LayoutPlan.choose(for: graph, engine: options.engine)
        let drawn = formats.filter { $0 != .dot && $0 != .mermaid }
        var pictures: [RenderFormat: RenderedMap] = [:]
        if !drawn.isEmpty {
            for (format, picture) in zip(drawn, try draw(graph, formats: drawn, plan: plan, options: options, worker: worker, notes: &notes)) {
                pictures[format] = picture
            }
        }
        return formats.map { format in
            switch format {
            case .dot:
                return RenderedMap(data: Data(DOTWriter.dot(for: graph, plan: plan, legend: options.legend).utf8), plan: plan, notes: [])
            case .mermaid:
                return RenderedMap(data: Data(MermaidWriter.mermaid(for: graph).utf8), plan: plan, notes: [])
            case .svg, .png, .pdf, .json:
                return pictures[format]!
            }
        }
    }

    /// Has Graphviz lay out `graph` once and render it as each of `formats`, falling back as ``LayoutPlan`` says.
    /// The fallbacks taken are added to `notes`, also when it throws.
    private static func draw(_ graph: ViewGraph, formats: [RenderFormat], plan: LayoutPlan, options: RenderOptions,
                             worker: LayoutWorker?, notes: inout [String]) throws -> [RenderedMap] {
        var plan = plan
        let budget = options.layoutTimeout ?? 0
        while true {
            let dot = DOTWriter.dot(for: graph, plan: plan, legend: options.legend)
            do {
                let data: [Data]
                let names = formats.map { $0 == .png ? Graphviz.png(maxPixels: options.pngMaxPixels, minimumScale: options.pngMinimumScale) : $0.rawValue }
                let slot = options.layoutCache?.slot(dot: dot, engine: plan.engine, formats: names)
                if let slot, let cached = options.layoutCache?.pictures(in: slot) {
                    data = cached
                } else {
                    // The grid needs no layout (O(n)), and small graphs finish faster than a fork.
                    if budget > 0 && !plan.grid && graph.nodes.count + graph.edges.count > inProcessLimit {
                        data = try Graphviz.shared.render(dot: dot, formats: names, engine: plan.engine, timeout: budget, worker: worker)
                    } else {
                        data = try Graphviz.shared.render(dot: dot, formats: names, engine: plan.engine)
                    }
                    if let slot { options.layoutCache?.store(data, in: slot) }
                }
                return zip(formats, data).map { format, data in
                    RenderedMap(data: format == .pdf ? fixedCreationDate(data) : data, plan: plan, notes: notes)
                }
            } catch let error as GraphvizError {
                switch error {
                case .layout(_, let message) where plan.clustered:
                    notes.append("\(plan.engine) failed with clusters (\(message.isEmpty ? "no message" : message)); retrying without clusters.")
                    plan.clustered = false
                case .layout:
                    // A failure is a property of the graph and Graphviz, so falling back keeps the output deterministic.
                    guard let next = plan.fallback else { throw RenderError.graphviz(error) }
                    notes.append("layout with \(plan.summary) failed (\(error)); drawing with \(next.summary) instead.")
                    plan = next
                case .timedOut:
                    // The budget is a safety net, not a plan: a cheaper picture drawn because this machine was slow
                    // would make the output depend on its speed, so running out of time fails the render (exit 4).
                    throw RenderError.graphviz(error)
                default:
                    throw RenderError.graphviz(error)
                }
            }
        }
    }

    /// cairo stamps PDFs with the time of rendering (`/CreationDate (D:20261121063716Z)`); the same map must give
    /// the same bytes, so the digits are replaced by the epoch, in place (same length: the xref offsets stay valid).
    static func fixedCreationDate(_ pdf: Data) -> Data {
        let marker = Data("/CreationDate (D:".utf8)
        guard let range = pdf.range(of: marker) else { return pdf }
        var copy = pdf
        var index = range.upperBound
        let epoch = Array("19700101000000".utf8)
        var digit = 0
        while index < copy.endIndex, digit < epoch.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(copy[index]) {
            copy[index] = epoch[digit]
            index += 1
            digit += 1
        }
        return copy
    }

    /// The views `vipermap render --all` writes: the overview of areas, then one view per area, then one per domain.
    /// An area with the same name and modules as a domain is drawn once, as the domain's view (its ``ViewSpec/area``
    /// says so).
    public static func views(of map: AppMap) -> [ViewSpec] {
        let map = Areas.ensured(map)
        var specs = [ViewSpec(id: "overview", title: "Overview of areas", view: .overview, domain: nil)]
        var used: Set<String> = ["overview"]
        func unique(_ base: String) -> String {
            var id = base
            var counter = 2
            while !used.insert(id).inserted {
                id = "\(base)-\(counter)"
                counter += 1
            }
            return id
        }
        var byDomain: [String: Set<String>] = [:], byArea: [String: Set<String>] = [:]
        for module in map.modules {
            byDomain[module.domain ?? ViewGraph.ungroupedDomain, default: []].insert(module.id)
            byArea[module.area ?? ViewGraph.ungroupedDomain, default: []].insert(module.id)
        }
        let drawnAsDomain = Set(byArea.keys.filter { byDomain[$0] == byArea[$0] })
        for area in ViewGraph.areaNames(of: map) where !drawnAsDomain.contains(area) {
            specs.append(ViewSpec(id: unique("area-" + slug(area)), title: "Area \(area)", view: .area(area), domain: nil, area: area))
        }
        for domain in ViewGraph.domainNames(of: map) {
            specs.append(ViewSpec(id: unique("domain-" + slug(domain)), title: "Domain \(domain)", view: .domain(domain), domain: domain,
                                  area: drawnAsDomain.contains(domain) ? domain : nil))
        }
        return specs
    }

    /// Renders the overview, every area not identical to a domain, and every domain in each of `formats` (`options.view` is ignored).
    /// The explorer embeds the SVGs; `vipermap render --all` writes the files and ``indexJSON(_:)``.
    /// With layout workers (``Graphviz/layoutWorker``) views are drawn side by side, up to the workers' limit;
    /// the views, their bytes and their notes come back in the same order either way.
    public static func renderAll(_ map: AppMap, formats: [RenderFormat], options: RenderOptions = RenderOptions()) throws -> [RenderedView] {
        let outcome = renderAll(map, formats: formats, options: options, worker: Graphviz.layoutWorker)
        if options.reportsToStandardError { outcome.printNotes() }
        return try outcome.get()
    }

    /// Like ``renderAll(_:formats:options:)`` but prints nothing: the notes of the views drawn (up to and including
    /// the first that failed) come back with the result (see ``renderDeferringNotes(_:formats:options:)``). Only the
    /// views `keep` picks are drawn (the explorer's every-kind domain maps: the domains that have something to show).
    public static func renderAllDeferringNotes(_ map: AppMap, formats: [RenderFormat], options: RenderOptions = RenderOptions(),
                                               where keep: (ViewSpec) -> Bool = { _ in true }) -> RenderOutcome<[RenderedView]> {
        renderAll(map, formats: { _ in formats }, options: options, worker: Graphviz.layoutWorker, keep: keep)
    }

    /// Like ``renderAll(_:formats:options:)``, each view in the formats `formats(view)` gives for it (e.g.
    /// ``DefaultFormats/formats(for:)``: a PNG of the overview, SVG alone for a domain).
    public static func renderAll(_ map: AppMap, formats: (ViewSpec) -> [RenderFormat], options: RenderOptions = RenderOptions()) throws -> [RenderedView] {
        let outcome = renderAll(map, formats: formats, options: options, worker: Graphviz.layoutWorker)
        if options.reportsToStandardError { outcome.printNotes() }
        return try outcome.get()
    }

    /// ``renderAll(_:formats:options:)`` with `worker` (nil: one view after the other, budgeted layouts forked).
    static func renderAll(_ map: AppMap, formats: [RenderFormat], options: RenderOptions, worker: LayoutWorker?) -> RenderOutcome<[RenderedView]> {
        renderAll(map, formats: { _ in formats }, options: options, worker: worker)
    }

    static func renderAll(_ map: AppMap, formats formatsOf: (ViewSpec) -> [RenderFormat], options: RenderOptions,
                          worker: LayoutWorker?, keep: (ViewSpec) -> Bool = { _ in true }) -> RenderOutcome<[RenderedView]> {
        let normalized = Areas.ensured(map.normalized())
        let specs = views(of: normalized).filter(keep)
        guard !specs.isEmpty else { return RenderOutcome(result: .success([]), notes: []) }
        // The map is indexed once for all the views (each selected as it would be alone).
        let selector = ViewGraph.Selector(map: normalized, hidden: options.hidden)
        let formats = specs.map(formatsOf)
        let outcomes = inOrder(specs.count, width: worker?.limit ?? 1) { index in
            renderView(specs[index], of: selector, formats: formats[index], options: options, worker: worker)
        }
        var notes: [String] = []
        var rendered: [RenderedView] = []
        for outcome in outcomes {
            notes += outcome.notes
            switch outcome.result {
            case .success(let view): rendered.append(view)
            case .failure(let error): return RenderOutcome(result: .failure(error), notes: notes)
            }
        }
        return RenderOutcome(result: .success(rendered), notes: notes)
    }

    private static func renderView(_ spec: ViewSpec, of selector: ViewGraph.Selector, formats: [RenderFormat], options: RenderOptions,
                                   worker: LayoutWorker?) -> RenderOutcome<RenderedView> {
        var viewOptions = options
        viewOptions.view = spec.view
        let graph: ViewGraph
        do {
            graph = try selector.make(spec.view)
        } catch {
            return RenderOutcome(result: .failure(error), notes: [])
        }
        let outcome = renderDeferringNotes(graph, formats: formats, options: viewOptions, worker: worker)
        return RenderOutcome(result: outcome.result.map { pictures in
            let files = zip(formats, pictures).map { format, rendered in
                RenderedFile(format: format, fileName: format.fileName(stem: spec.id), data: rendered.data, plan: rendered.plan, notes: rendered.notes)
            }
            return RenderedView(spec: spec, files: files)
        }, notes: outcome.notes)
    }

    /// `body(0..<count)` on up to `width` threads, results in index order. Stops starting items after the first
    /// (lowest) failed one, whose successors are never used: with a width of 1 this is exactly a loop that stops
    /// at the first failure.
    static func inOrder<Value>(_ count: Int, width: Int, _ body: @escaping (Int) -> RenderOutcome<Value>) -> [RenderOutcome<Value>] {
        let state = OrderedResults<Value>(count: count)
        let threads = min(max(1, width), count)
        let done = DispatchGroup()
        for _ in 1..<max(1, threads) {
            done.enter()
            let thread = Thread {
                state.work(body)
                done.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        state.work(body)
        done.wait()
        return state.finished
    }

    /// The index of rendered views (`index.json` of `--all`): ids, titles, files and sizes, sorted keys.
    public static func indexJSON(_ views: [RenderedView]) -> Data {
        struct Entry: Encodable {
            var id: String
            var title: String
            var kind: String
            var domain: String?
            var area: String?
            var files: [File]
            struct File: Encodable { var format: String; var file: String; var bytes: Int; var engine: String? }
            func encode(to encoder: any Encoder) throws {
                enum Keys: String, CodingKey { case id, title, kind, domain, area, files }
                var c = encoder.container(keyedBy: Keys.self)
                try c.encode(id, forKey: .id)
                try c.encode(title, forKey: .title)
                try c.encode(kind, forKey: .kind)
                try c.encode(domain, forKey: .domain)
                try c.encode(area, forKey: .area)
                try c.encode(files, forKey: .files)
            }
        }
        let entries = views.map { view in
            Entry(id: view.spec.id, title: view.spec.title, kind: view.spec.kind,
                  domain: view.spec.domain, area: view.spec.area,
                  files: view.files.map { .init(format: $0.format.rawValue, file: $0.fileName, bytes: $0.data.count,
                                                engine: $0.format.needsLayout ? $0.plan.engine : nil) })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Encoding plain strings and integers cannot fail.
        var data = (try? encoder.encode(["schemaVersion": AnyEncodable(1), "views": AnyEncodable(entries)])) ?? Data()
        data.append(0x0a)
        return data
    }

    /// The `id` of a module's node in SVG output (`module-Login`): ASCII letters, digits and `-` kept, every other
    /// byte written `_XX`, so the id is safe in any markup and two modules never share one.
    public static func elementID(forModule id: String) -> String { "module-" + encodeID(id) }

    /// The `id` of a domain's cluster in SVG output.
    public static func elementID(forDomain name: String) -> String { "domain-" + encodeID(name) }

    /// The `id` of an area's cluster (in an area's picture) or box (in the overview) in SVG output.
    public static func elementID(forArea name: String) -> String { "area-" + encodeID(name) }

    /// ``elementID(forDomain:)`` or ``elementID(forArea:)``, by what a view groups by.
    static func elementID(forGroup name: String, _ grouping: ViewGraph.Grouping) -> String {
        grouping == .area ? elementID(forArea: name) : elementID(forDomain: name)
    }

    static func encodeID(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += String(format: "_%02X", byte)
            }
        }
        return out
    }

    /// A file-name-safe slug: lowercase ASCII letters and digits joined by `-` (`Auth & Login` → `auth-login`).
    public static func slug(_ text: String) -> String {
        var out = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII && (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) {
                if pendingDash && !out.isEmpty { out += "-" }
                pendingDash = false
                out.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return out.isEmpty ? "x" + encodeID(text).lowercased().filter { $0.isLetter || $0.isNumber } : out
    }
}

/// The shared state of ``MapRenderer/inOrder(_:width:_:)``: the next index to take, and the results so far.
private final class OrderedResults<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var firstFailure = Int.max
    private var results: [RenderOutcome<Value>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func work(_ body: (Int) -> RenderOutcome<Value>) {
        while let index = take() {
            let outcome = body(index)
            lock.lock()
            results[index] = outcome
            if outcome.failed { firstFailure = min(firstFailure, index) }
            lock.unlock()
        }
    }

    private func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count, next < firstFailure else { return nil }
        defer { next += 1 }
        return next
    }

    /// The results up to the first failure (included), in order.
    var finished: [RenderOutcome<Value>] {
        lock.lock()
        defer { lock.unlock() }
        var out: [RenderOutcome<Value>] = []
        for result in results {
            guard let result else { break }
            out.append(result)
            if result.failed { break }
        }
        return out
    }
}

private struct AnyEncodable: Encodable {
    let encodeValue: (any Encoder) throws -> Void
    init<T: Encodable>(_ value: T) { encodeValue = value.encode }
    func encode(to encoder: any Encoder) throws { try encodeValue(encoder) }
}
