import Foundation
import Testing
import VipermapModel

/// What `vipermap index` says about an Xcode project on standard error, and `--quiet` (errors only).
@Suite struct ProjectCommandTests {
    static let project = """
    // !$*UTF8*$!
    {
        objects = {
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
            G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = Shop/Home.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = Shop/Cart.swift; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = Shop; productType = "com.apple.product-type.application"; };
            S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            T2 = {isa = PBXNativeTarget; buildPhases = (); name = ShopUITests; productType = "com.apple.product-type.bundle.ui-testing"; };
            Q1 = {isa = PBXFutureThing; };
        };
        rootObject = P1;
    }
    """

    static func app() throws -> ScratchApp {
        try ScratchApp([
            "App.xcodeproj/project.pbxproj": project,
            "Shop/Home.swift": ScratchApp.module("Home", router: ScratchApp.push("Cart")),
            "Shop/Cart.swift": ScratchApp.module("Cart"),
            // An old copy of a built file, in no target: left out (no duplicate warning).
            "Shop/Again/Home.swift": ScratchApp.module("Home"),
            "Old/Wish.swift": ScratchApp.module("Wish"),
        ])
    }

    @Test func summaryListsTargetsAndWarnings() throws {
        let app = try Self.app()
        defer { app.remove() }
        let (result, map) = try app.index(["--no-cache"])
        #expect(result.status == 0, "\(result.stderr)")
        let found = try #require(map)
        #expect(found.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true)" } == [
            "Cart [\"Shop\"] false", "Home [\"Shop\"] false", "Wish [] true",
        ])
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.dropLast() == [
            "vipermap: warning: App.xcodeproj/project.pbxproj holds objects of types vipermap does not know (PBXFutureThing); they were ignored.",
            "vipermap: App.xcodeproj: targets Shop (app), ShopUITests (test, skipped)",
            // The app has no delegate: said once, with what vipermap looked for.
            "vipermap: No launch path found: vipermap looked for an app or scene delegate that sets a window's root view controller (or hands the window to an object of the app's that does), a SwiftUI App's WindowGroup, the main storyboard's initial view controller (Info.plist or build settings) and storyboards' initial view controllers; none leads to a module. Reachability is unknown.",
        ])
        #expect(lines.last?.hasPrefix("vipermap: 3 modules, 1 routes (1 of 1 resolved) → ") == true)
        #expect(found.findings.filter { $0.rule == "notInTarget" }.map(\.message) == [
            "Wish is built by no target (its files are under Old); it is mapped as not built and left out of reachability.",
            "Shop/Again/Home.swift is in no target and declares HomePresenter, which Shop/Home.swift (built) declares too: an old copy, left out of the map.",
        ])
    }

    @Test func quietPrintsErrorsOnly() throws {
        let app = try Self.app()
        defer { app.remove() }
        let (quiet, map) = try app.index(["--no-cache", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr == "")
        #expect(map?.findings.contains { $0.rule == "projectProblem" } == true)
        let (wrong, none) = try app.index(["--no-cache", "--quiet", "--target", "Shop", "--target", "Nope"])
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "vipermap: no project declares the target Nope; the targets are Shop, ShopUITests.\n")
        #expect(none == nil)
    }

    @Test func targetOptionLeavesOutFilesOfOtherTargets() throws {
        let app = try Self.app()
        defer { app.remove() }
        let (result, map) = try app.index(["--no-cache", "--quiet", "--target", "Shop"])
        #expect(result.status == 0)
        // Files in no target are not the Shop target's: with --target they are not read.
        #expect(try #require(map).moduleIDSet == ["Cart", "Home"])
    }
}
