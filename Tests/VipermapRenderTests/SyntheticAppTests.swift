import Foundation
import Testing
import VipermapModel
import VipermapRender
import VipermapSynth

/// The synthetic app is the benchmarks' input: it must be deterministic, sized as asked, and fully reachable.
@Suite struct SyntheticAppTests {
    @Test func sameSeedSameAppOtherSeedOtherApp() {
        #expect(SyntheticApp.map(modules: 120, seed: 7) == SyntheticApp.map(modules: 120, seed: 7))
        #expect(SyntheticApp.map(modules: 120, seed: 7) != SyntheticApp.map(modules: 120, seed: 8))
    }

    @Test func sizesAreAsConfigured() {
        let map = SyntheticApp.map(modules: 500, routes: 1_250, domains: 10)
        #expect(map.modules.count == 500)
        #expect(Set(map.modules.map(\.id)).count == 500)
        #expect(map.routes.filter { $0.from != nil }.count == 1_250)
        #expect(Set(map.modules.compactMap(\.domain)).count == 10)
        #expect(map.entryPoints.count == 1)
    }

    @Test func everyModuleIsReachableFromTheEntryPoint() {
        let map = SyntheticApp.map(modules: 300)
        var reached: Set<String> = Set(map.entryPoints.map(\.module))
        var frontier = reached
        let successors = map.successors
        while !frontier.isEmpty {
            frontier = Set(frontier.flatMap { successors[$0] ?? [] }).subtracting(reached)
            reached.formUnion(frontier)
        }
        #expect(reached.count == 300)
    }

    @Test func writtenSourcesMatchTheMapsFilesAndLines() throws {
        let app = SyntheticApp(.init(modules: 12, seed: 3))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-synth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try app.write(to: folder) == 2 + 12 * 5)
        for route in app.map.routes {
            let text = try String(contentsOf: folder.appendingPathComponent(route.file), encoding: .utf8)
            let line = text.components(separatedBy: "\n")[route.line - 1]
            let call = route.transition == .push ? "pushWireframe" : route.transition == .present ? "presentWireframe" : "setRootWireframe"
            #expect(line.contains("\(call)(\(route.to!)Wireframe())"), "\(route.file):\(route.line) is `\(line)`")
        }
        for module in app.map.modules {
            for component in module.components where component.role != .interfaces {
                let text = try String(contentsOf: folder.appendingPathComponent(component.file), encoding: .utf8)
                #expect(text.components(separatedBy: "\n")[component.line - 1].contains("final class \(component.type)"))
            }
        }
    }

    @Test func allViewsOfASyntheticAppRender() throws {
        let map = SyntheticApp.map(modules: 60, seed: 1)
        let views = try MapRenderer.renderAll(map, formats: [.svg], options: RenderOptions(reportsToStandardError: false))
        #expect(views.map(\.spec.id) == ["overview", "domain-auth", "domain-catalog", "domain-onboarding", "domain-search"])
        for view in views {
            let svg = String(decoding: try #require(view.data(.svg)), as: UTF8.self)
            #expect(svg.contains(">\(view.spec.title)</text>"))
        }
    }
}
