import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// Indexing the folder that holds every sample reports each sample's modules once, scoped by sample when
/// names collide, with the same domain, status and routes as indexing the sample alone.
@Suite struct SamplesFolderTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    @Test func everyModuleOnceWithItsOwnDomainAndStatus() throws {
        let all = Analyzer.analyze(try Indexer.index(root: Self.samples, options: .forTests))
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names.count >= 5)
        var expectedModules: Set<String> = []
        var expectedRoutes: Set<String> = []
        let allIDs = all.moduleIDs
        for name in names {
            let one = Analyzer.analyze(try Indexer.index(root: Self.samples.appendingPathComponent(name), options: .forTests))
            let byID = Dictionary(uniqueKeysWithValues: one.modules.map { ($0.id, $0) })
            // A module keeps its bare id unless another sample has one of the same name; then its id is scoped by
            // its project folder: the sample's, or the Xcode project's inside it when the sample holds several
            // (Workspace's ShopApp/ProductDetails beside Larder's ProductDetails is `Workspace/ShopApp/ProductDetails`).
            func scoped(_ id: String?) -> String {
                guard let id else { return "∅" }
                guard !allIDs.contains(id) else { return id }
                let module = byID[id]
                return ([name, module?.project].compactMap { $0 } + [module?.name ?? id]).joined(separator: "/")
            }
            for module in one.modules {
                expectedModules.insert("\(scoped(module.id)) \(module.domain ?? "-") \(module.status.rawValue)")
            }
            for route in one.routes {
                expectedRoutes.insert("\(scoped(route.from)) -[\(route.transition.rawValue): \(route.trigger ?? "∅")]-> \(scoped(route.to)) \(name)/\(route.file):\(route.line)")
            }
        }
        #expect(all.moduleSummary == expectedModules)
        #expect(all.modules.count == expectedModules.count)
        #expect(Set(all.routes.map { "\($0.from ?? "∅") -[\($0.transition.rawValue): \($0.trigger ?? "∅")]-> \($0.to ?? "∅") \($0.file):\($0.line)" }) == expectedRoutes)
        #expect(allIDs.contains("Pokedex/Settings") && allIDs.contains("Tracks/Settings"))
        #expect(allIDs.contains("Larder/ProductDetails") && allIDs.contains("Workspace/ShopApp/ProductDetails"))
    }
}

/// Module folders written with spaces under a `Controllers` container.
@Suite struct SpacedFolderDomainTests {
    @Test func foldersWithSpacesAreTheModulesOwn() throws {
        func module(_ name: String, folder: String) -> [String: String] {
            [
                "\(folder)/Router/\(name)Router.swift": "final class \(name)Router { weak var viewController: UIViewController? }",
                "\(folder)/Presenter/\(name)Presenter.swift": "final class \(name)Presenter { var router: \(name)Router? }",
                "\(folder)/View/\(name)Controller.swift": "final class \(name)Controller: UIViewController { var presenter: \(name)Presenter? }",
            ]
        }
        var files = module("Login", folder: "EDU/Controllers/Auth/Login")
        files.merge(module("ForgotPassword", folder: "EDU/Controllers/Auth/Forgot Password")) { $1 }
        files.merge(module("NewPassword", folder: "EDU/Controllers/Auth/New Password")) { $1 }
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        #expect(try fixture.map().moduleSummary == ["Login Auth done", "ForgotPassword Auth done", "NewPassword Auth done"])
    }
}
