import Foundation
import Testing
import VipermapModel
@testable import VipermapRender
import VipermapSynth

/// An sfdp layout is the same in every process. Graphviz's overlap removal (prism) adds up its sparse matrices in an
/// order that follows malloc's addresses (GTS's triangulation is walked through a hash table keyed by them), so the
/// coordinates of one DOT differed in their last bits from one process to the next, and a PDF text position on a
/// rounding tie came out as `485.226563` or `485.226562`. The renderer moves the node positions to whole points and
/// lays the graph out again from them with nop2 (`vipermap_settle_layout` in shim.h); these tests lay out in fresh
/// processes, where the variance showed.
@Suite struct LayoutDeterminismTests {
    /// The overview of a 1,000-module synthetic app whose modules are all scaffolded (what indexing the generated
    /// sources gives): before the fix, its PDF was one of two files, each about half the time, in layout
    /// workers and with the `dot` command alike (16, 13 and 1 of 30 `dot -Ksfdp -Tpdf` runs; 5 and 5 of 10 CLI runs).
    static func overview() throws -> (dot: String, engine: String) {
        var map = SyntheticApp.map(modules: 1_000, seed: 42)
        for index in map.modules.indices { map.modules[index].status = .scaffolded }
        let graph = try ViewGraph.make(from: map, options: RenderOptions(view: .overview))
        let plan = LayoutPlan.choose(for: graph)
        return (DOTWriter.dot(for: graph, plan: plan), plan.engine)
    }

    static let formats = ["pdf", "svg", "png"]

    /// The pictures as the renderer writes them (cairo's creation date in a PDF replaced by the epoch).
    static func pictures(_ dot: String, engine: String, worker: LayoutWorker?, timeout: TimeInterval = 60) throws -> [Data] {
        let pictures = try Graphviz.shared.render(dot: dot, formats: formats, engine: engine, timeout: timeout, worker: worker)
        return pictures.enumerated().map { $0.offset == 0 ? MapRenderer.fixedCreationDate($0.element) : $0.element }
    }

    /// Eight fresh worker processes: without the fix, all eight PDFs were alike about once in 128 tries.
    @Test func anSfdpViewIsTheSameInEveryFreshProcess() throws {
        let (dot, engine) = try Self.overview()
        #expect(engine == "sfdp")
        #expect(dot.contains("overlap=false"))
        let worker = LayoutWorker(executable: VipermapProcess.binary, limit: 1)
        let first = try Self.pictures(dot, engine: engine, worker: worker)
        #expect(String(decoding: first[0].prefix(5), as: UTF8.self) == "%PDF-")
        #expect(String(decoding: first[1], as: UTF8.self).contains("<svg"))
        #expect(first[2].starts(with: [0x89, 0x50, 0x4E, 0x47]))
        for run in 2...8 {
            let again = try Self.pictures(dot, engine: engine, worker: worker)
            for (index, format) in Self.formats.enumerated() {
                #expect(again[index] == first[index], "run \(run): the \(format) differs from the first run's")
            }
        }
        #expect(worker.fallbackReason == nil)
    }

    /// The three places a layout runs (a worker, a forked child, this long-lived process, whose heap holds whatever
    /// earlier tests left) give the same bytes.
    @Test func workerForkAndProcessDrawTheSameSfdpView() throws {
        let (dot, engine) = try Self.overview()
        let inWorker = try Self.pictures(dot, engine: engine, worker: LayoutWorker(executable: VipermapProcess.binary, limit: 1))
        let inProcess = try Self.pictures(dot, engine: engine, worker: nil, timeout: 0)
        for (index, format) in Self.formats.enumerated() {
            #expect(inProcess[index] == inWorker[index], "\(format): in process and in a worker differ")
        }
        if !Graphviz.runsUnderThreadSanitizer {
            let inChild = try Self.pictures(dot, engine: engine, worker: nil)
            for (index, format) in Self.formats.enumerated() {
                #expect(inChild[index] == inWorker[index], "\(format): in a forked child and in a worker differ")
            }
        }
    }
}
