import Foundation
import VipermapModel

/// A throw-away app folder for end-to-end tests: files written by relative path, removed by ``remove()``.
struct ScratchApp {
    let root: URL

    init(_ files: [String: String] = [:], name: String = "app") throws {
        root = try VipermapProcess.temporaryFolder(name)
        for (path, text) in files { try write(Data(text.utf8), to: path) }
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A minimal VIPER module; `router` is spliced into the router's body.
    static func module(_ name: String, router: String = "") -> String {
        """
        import UIKit
        final class \(name)Router {
            weak var viewController: UIViewController?
        \(router)
        }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }

        """
    }

    /// A route from the enclosing router to `target`'s module.
    static func push(_ target: String, method: String? = nil) -> String {
        "    func \(method ?? "open\(target)")() { viewController?.navigationController?.pushViewController(\(target)Router.build(), animated: true) }\n"
    }

    /// Runs `vipermap index` on the app and decodes the map it wrote.
    func index(_ extra: [String] = [], environment: [String: String]? = nil) throws -> (VipermapProcess.Result, AppMap?) {
        let out = root.deletingLastPathComponent().appendingPathComponent(root.lastPathComponent + "-out")
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try VipermapProcess.run(["index", root.path, "--output", out.path] + extra, environment: environment)
        let json = out.appendingPathComponent("map.json")
        guard let data = try? Data(contentsOf: json) else { return (result, nil) }
        return (result, try AppMap.decode(jsonData: data))
    }
}

extension VipermapProcess.Result {
    /// Swift runtime traps, LLVM stack dumps and sanitizer reports: none may ever reach a user.
    var hasCrashTrace: Bool {
        let text = stdout + stderr
        return status > 128 || ["Fatal error", "Stack dump", "stack trace", "SUMMARY: AddressSanitizer", "Segmentation fault", "Illegal instruction"]
            .contains { text.contains($0) }
    }
}

extension AppMap {
    var moduleIDSet: Set<String> { Set(modules.map(\.id)) }
    var routePairs: Set<String> { Set(routes.map { "\($0.from ?? "∅")->\($0.to ?? "∅")" }) }
    func findings(_ rule: String) -> [Finding] { findings.filter { $0.rule == rule } }
}

@testable import VipermapIndexer

extension Indexer {
    /// Facts of `files` through the parallel collector (no cache), in input order.
    static func extractFacts(_ files: [FileDiscovery.Found], jobs: Int? = nil) -> [FileFacts] {
        var options = IndexOptions()
        if let jobs { options.jobs = jobs }
        return FactsCollector(root: URL(fileURLWithPath: "/"), options: options).collect(files).facts
    }
}
