import Foundation
import Testing
import VipermapExplorer
@testable import VipermapCLI
import VipermapModel
@testable import VipermapRender
import VipermapSynth

/// Budgeted layouts in spawned workers (`vipermap __layout-worker`) give exactly what forked layout children give:
/// the same bytes, the same errors, in the same order, several at once.
@Suite struct LayoutWorkerTests {
    /// The built `vipermap` as the worker (the CLI names itself; here the test names the binary).
    static func worker(limit: Int = 3) -> LayoutWorker {
        LayoutWorker(executable: VipermapProcess.binary, limit: limit)
    }

    /// Named graphs, as DOTWriter writes them: an anonymous graph is titled from cgraph's counter of anonymous
    /// graphs (`%3` in a fresh process, `%325` after other graphs were read), which a fresh worker always starts anew.
    static let graphs: [(dot: String, engine: String)] = [
        ("digraph G { compound=true; subgraph cluster_auth { label=\"Auth\"; Login; Register } subgraph cluster_home { label=\"Home\"; Home; Settings }"
            + " Login -> Home [label=\"home\"]; Login -> Register [label=\"register\"]; Home -> Settings [label=\"settings ✓\"]; Settings -> Login [style=dashed] }", "dot"),
        ("digraph sfdp { " + (0..<60).map { "n\($0) -> n\(($0 * 7 + 3) % 60); n\($0) -> n\(($0 * 11 + 5) % 60);" }.joined() + " }", "sfdp"),
        ("graph neato { a -- b -- c -- d -- a; b -- d; e [shape=box, label=\"é <&> \\\"quoted\\\"\"]; e -- a }", "neato"),
    ]

    @Test func workerDrawsWhatTheForkAndTheProcessDraw() throws {
        let worker = Self.worker()
        let formats = ["svg", "png", "json", "dot", "xdot", "plain"]
        for graph in Self.graphs {
            let inWorker = try Graphviz.shared.render(dot: graph.dot, formats: formats, engine: graph.engine, timeout: 60, worker: worker)
            let inChild = try Graphviz.shared.render(dot: graph.dot, formats: formats, engine: graph.engine, timeout: 60, worker: nil)
            let inProcess = try Graphviz.shared.render(dot: graph.dot, formats: formats, engine: graph.engine)
            for (index, format) in formats.enumerated() {
                #expect(inWorker[index] == inChild[index], "\(graph.engine) \(format): worker and forked child differ")
                #expect(inWorker[index] == inProcess[index], "\(graph.engine) \(format): worker and in-process layout differ")
            }
            #expect(String(decoding: inWorker[0], as: UTF8.self).contains("<svg"))
            #expect(inWorker[1].starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
        #expect(worker.fallbackReason == nil)
    }

    /// Under ThreadSanitizer nothing is forked (the "fork" side lays out in process, without a budget), so there is
    /// no forked child to compare with.
    @Test(.disabled(if: Graphviz.runsUnderThreadSanitizer, "no forked layouts under ThreadSanitizer"))
    func workerFailsAsTheForkFails() throws {
        let worker = Self.worker()
        func outcomes(_ dot: String, engine: String, timeout: TimeInterval = 60) -> (worker: Result<[Data], GraphvizError>, fork: Result<[Data], GraphvizError>) {
            func attempt(_ worker: LayoutWorker?) -> Result<[Data], GraphvizError> {
                Result { try Graphviz.shared.render(dot: dot, formats: ["svg"], engine: engine, timeout: timeout, worker: worker) }
                    .mapError { $0 as? GraphvizError ?? .isolation(reason: "not a GraphvizError: \($0)") }
            }
            return (attempt(worker), attempt(nil))
        }
        // A fresh worker counts lines from the DOT's first line. The fork (and an in-process read) resets cgraph's
        // counter too, but inherits the lexer's buffer, which a failed read elsewhere in this process may have left
        // holding a newline: its line can be one more. Everything else in the message is the same.
        let syntax = outcomes("digraph g {\n a -> b\n a -> ; }", engine: "dot")
        #expect(syntax.worker == .failure(.syntax(message: "Error: syntax error in line 3 near ';'")))
        func withoutLine(_ outcome: Result<[Data], GraphvizError>) -> String {
            guard case let .failure(.syntax(message)) = outcome else { return "not a syntax error: \(outcome)" }
            return message.replacingOccurrences(of: #"line \d+"#, with: "line N", options: .regularExpression)
        }
        #expect(withoutLine(syntax.fork) == withoutLine(syntax.worker))
        #expect(withoutLine(syntax.worker) == "Error: syntax error in line N near ';'")

        // Graphviz 2.42 reports a node without a position under nop and still draws (the nodes, not the edge):
        // both paths draw the same.
        let unplaced = outcomes("digraph g { a -> b }", engine: "nop")
        #expect(unplaced.worker == unplaced.fork)
        let svg = String(decoding: try unplaced.worker.get()[0], as: UTF8.self)
        #expect(svg.contains("<title>a</title>") && svg.contains("<title>b</title>"))

        let engineError = outcomes("digraph g { a -> b }", engine: "dott")
        #expect(engineError.worker == .failure(.unknownEngine("dott", valid: Graphviz.engines)))
        #expect(engineError.fork == engineError.worker)

        let slow = "digraph slow { " + (0..<400).map { "n\($0) -> n\(($0 * 7 + 3) % 400) [label=\"e\($0)\"];" }.joined() + " }"
        let timedOut = outcomes(slow, engine: "dot", timeout: 0.05)
        #expect(timedOut.worker == .failure(.timedOut(engine: "dot", seconds: 0.05)))
        #expect(timedOut.fork == timedOut.worker)
        #expect(worker.fallbackReason == nil)
    }

    @Test func missingWorkerFallsBackToTheFork() throws {
        let missing = LayoutWorker(executable: URL(fileURLWithPath: "/nonexistent/vipermap"))
        let graph = Self.graphs[0]
        let drawn = try Graphviz.shared.render(dot: graph.dot, formats: ["svg"], engine: graph.engine, timeout: 60, worker: missing)
        #expect(drawn == [try Graphviz.shared.render(dot: graph.dot, format: "svg", engine: graph.engine)])
        #expect(missing.fallbackReason == "cannot start /nonexistent/vipermap: No such file or directory")
        // The CLI says so once the run is over.
        #expect(Pipeline.workerNote(missing) == "vipermap: note: layouts ran one at a time in forked processes, because the layout worker could not be used (cannot start /nonexistent/vipermap: No such file or directory); the pictures are the same, only slower to draw.")
        #expect(Pipeline.workerNote(LayoutWorker(executable: URL(fileURLWithPath: "/nonexistent/vipermap"))) == nil)
        #expect(Pipeline.workerNote(nil) == nil)
    }

    @Test func programThatIsNoWorkerFallsBackToTheFork() throws {
        let mute = LayoutWorker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"])
        let graph = Self.graphs[2]
        let drawn = try Graphviz.shared.render(dot: graph.dot, formats: ["svg", "png"], engine: graph.engine, timeout: 60, worker: mute)
        #expect(drawn == (try Graphviz.shared.render(dot: graph.dot, formats: ["svg", "png"], engine: graph.engine)))
        #expect(mute.fallbackReason == "/bin/sh is not a vipermap layout worker: it exited with status 3 without greeting")
        // Later layouts go straight to the fork.
        #expect(try Graphviz.shared.render(dot: graph.dot, formats: ["svg"], engine: graph.engine, timeout: 60, worker: mute) == [drawn[0]])
    }

    @Test func workerThatDiesAfterGreetingIsALayoutFailure() throws {
        let greeting = "printf 'vipermap-layout-1\\n'"
        let killed = LayoutWorker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "\(greeting); kill -9 $$"])
        #expect(throws: GraphvizError.layout(engine: "dot", message: "the layout process was terminated by signal 9")) {
            try Graphviz.shared.render(dot: "digraph { a -> b }", formats: ["svg"], engine: "dot", timeout: 60, worker: killed)
        }
        let quit = LayoutWorker(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "\(greeting); exit 0"])
        #expect(throws: GraphvizError.layout(engine: "dot", message: "the layout process exited without a result")) {
            try Graphviz.shared.render(dot: "digraph { a -> b }", formats: ["svg"], engine: "dot", timeout: 60, worker: quit)
        }
        #expect(killed.fallbackReason == nil && quit.fallbackReason == nil)
    }

    @Test func bigRequestsAndRepliesDoNotBlockThePipes() throws {
        // A DOT of several MB in, a PNG of several MB out: the request is written while the reply is read.
        let nodes = (0..<3_000).map { "n\($0) [label=\"\(String(repeating: "module \($0) ", count: 60))\", pos=\"\($0 % 60 * 300),\($0 / 60 * 40)!\"];" }
        let dot = "digraph big { node [shape=box]; " + nodes.joined(separator: "\n") + " }"
        #expect(dot.utf8.count > 2_000_000)
        let pictures = try Graphviz.shared.render(dot: dot, formats: ["svg", "plain"], engine: "nop", timeout: 120, worker: Self.worker())
        let inProcess = try Graphviz.shared.render(dot: dot, formats: ["svg", "plain"], engine: "nop")
        #expect(pictures == inProcess)
        #expect(pictures[0].count > 2_000_000)
    }

    @Test func layoutsAtOnceComeBackInOrder() throws {
        let worker = Self.worker(limit: 4)
        let dots = (0..<12).map { index in
            "digraph view\(index) { " + (0..<(30 + index * 5)).map { "n\($0) -> n\(($0 * 3 + index) % (30 + index * 5)) [label=\"v\(index)\"];" }.joined() + " }"
        }
        let expected = try dots.map { try Graphviz.shared.render(dot: $0, format: "svg", engine: "dot") }
        let results = MapRenderer.inOrder(dots.count, width: 4) { index in
            RenderOutcome(result: Result { try Graphviz.shared.render(dot: dots[index], formats: ["svg"], engine: "dot", timeout: 60, worker: worker)[0] },
                          notes: ["view \(index)"])
        }
        #expect(results.map(\.notes) == (0..<12).map { ["view \($0)"] })
        #expect(try results.map { try $0.get() } == expected)
        #expect(worker.fallbackReason == nil)
    }

    @Test func inOrderStopsAfterTheFirstFailure() throws {
        struct Failure: Error {}
        for width in [1, 3] {
            let ran = Ran()
            let results = MapRenderer.inOrder(10, width: width) { index in
                ran.add(index)
                return RenderOutcome(result: index == 4 ? .failure(Failure()) : .success(index), notes: ["\(index)"])
            }
            #expect(results.map(\.notes) == (0...4).map { ["\($0)"] }, "width \(width)")
            #expect(results.last.map { (try? $0.get()) == nil } == true)
            // One thread stops right at the failure; other threads may have taken later items before it was known.
            #expect(width == 1 ? ran.indices == Set(0...4) : ran.indices.isSuperset(of: 0...4), "width \(width): ran \(ran.indices.sorted())")
        }
    }

    @Test func viewsDrawnSideBySideMatchTheForkedViews() throws {
        // 600 modules in 12 domains: the overview and every domain view are bigger than MapRenderer.inProcessLimit.
        let map = SyntheticApp.map(modules: 600, seed: 5)
        let options = RenderOptions(reportsToStandardError: false)
        let sideBySide = MapRenderer.renderAll(map, formats: [.svg, .dot], options: options, worker: Self.worker(limit: 3))
        let forked = MapRenderer.renderAll(map, formats: [.svg, .dot], options: options, worker: nil)
        let views = try sideBySide.get(), reference = try forked.get()
        #expect(views.count == 13)
        #expect(views.map(\.spec.id) == reference.map(\.spec.id))
        for (view, expected) in zip(views, reference) {
            #expect(view.files.map(\.fileName) == expected.files.map(\.fileName))
            #expect(view.files.map(\.data) == expected.files.map(\.data), "\(view.spec.id) differs")
        }
        #expect(sideBySide.notes == forked.notes)
    }
}

private final class Ran: @unchecked Sendable {
    private let lock = NSLock()
    private var set: Set<Int> = []
    func add(_ index: Int) { lock.lock(); set.insert(index); lock.unlock() }
    var indices: Set<Int> { lock.lock(); defer { lock.unlock() }; return set }
}

/// `vipermap PATH` through the binary (budgeted layouts in workers, the whole app and the views side by side) writes
/// exactly what the same command writes in this test process, which names no worker (forked layouts, one at a time).
@Suite struct SideBySideMapTests {
    @Test func workersSideBySideWriteWhatSerialForksWrite() throws {
        let folder = try VipermapProcess.temporaryFolder("side-by-side")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("app")
        // 300 modules in 6 domains: the whole app and every domain view are laid out in another process.
        _ = try SyntheticApp(.init(modules: 300, seed: 3)).write(to: app)
        let viaWorkers = folder.appendingPathComponent("workers"), viaForks = folder.appendingPathComponent("forks")
        // --png: a 300-module app gets no map.png by default; here the capped PNG is compared too.
        let result = try VipermapProcess.run([app.path, "--output", viaWorkers.path, "--no-cache", "--jobs", "3", "--png"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "vipermap: 300 modules, 751 routes (750 of 750 resolved) → \(viaWorkers.path)/{map.json,map.dot,map.svg,map.png,index.html}\n")
        #expect(Graphviz.layoutWorker == nil)
        var command = try Vipermap.parseAsRoot([app.path, "--output", viaForks.path, "--no-cache", "--quiet", "--png"])
        try command.run()
        for name in MapCommandTests.outputs {
            let expected = try Data(contentsOf: viaForks.appendingPathComponent(name))
            #expect(try Data(contentsOf: viaWorkers.appendingPathComponent(name)) == expected, "\(name) differs")
        }
        let page = try ExplorerPage(Data(contentsOf: viaWorkers.appendingPathComponent("index.html")))
        #expect(String(decoding: page.payload, as: UTF8.self).contains(#""id":"domain-"#), "the explorer has the domain views")
    }

    @Test func theWorkerCommandIsHiddenAndRefusesWhatIsNoRequest() throws {
        let help = try VipermapProcess.run(["--help"])
        #expect(help.status == 0)
        #expect(!help.stdout.contains("layout-worker"))
        #expect(help.stdout.contains("explore"))
        let process = Process()
        process.executableURL = VipermapProcess.binary
        process.arguments = [LayoutWorker.subcommand]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("not a request".utf8))
        try input.fileHandleForWriting.close()
        let reply = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(reply == LayoutWorker.greeting)
    }
}
