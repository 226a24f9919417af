import Foundation
import Testing
import VipermapAnalysis
import VipermapModel
@testable import VipermapIndexer

/// The Xcode project decides what is built: targets, file membership (classic groups, synchronized folders),
/// launch storyboards and scene delegates; XcodeGen specs the same; Tuist manifests and bad projects fall back to
/// folder rules with a finding. Every project text here is hand-written for the construct it tests.
@Suite struct ProjectTests {
    /// A minimal module (router, presenter, view controller); `router` goes into the router's body.
    static func module(_ name: String, router: String = "") -> String {
        """
        import UIKit
        final class \(name)Router {
            weak var viewController: UIViewController?
            static func build() -> UIViewController { \(name)ViewController() }
        \(router)
        }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        """
    }

    static func push(_ target: String) -> String {
        "    func open\(target)() { viewController?.navigationController?.pushViewController(\(target)Router.build(), animated: true) }"
    }

    /// An old-style property list project around hand-written objects.
    static func pbxproj(_ objects: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            classes = {
            };
            objectVersion = 77;
            objects = {
        \(objects)
            };
            rootObject = P1;
        }
        """
    }

    /// A storyboard whose initial view controller is `controller`'s scene.
    static func storyboard(initial controller: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc-1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc-1" customClass="\(controller)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static let mainStoryboardPlist = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
        <key>CFBundleName</key>
        <string>$(PRODUCT_NAME)</string>
        <key>UIMainStoryboardFile</key>
        <string>Main</string>
    </dict>
    </plist>
    """

    /// Classic groups: a virtual group (`Auth`, no folder), a group with a folder, a `SOURCE_ROOT` reference, an
    /// `SDKROOT` framework, a variant group holding the main storyboard, a test target, and a folder in no target.
    static let classic = pbxproj("""
        P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); };
        G0 = {isa = PBXGroup; children = (G1, F9, FW, ); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; path = App; children = (G2, G3, F5, V1, ); sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; name = Auth; children = (G4, ); sourceTree = "<group>"; };
        G4 = {isa = PBXGroup; path = Login; children = (F1, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Login.swift; sourceTree = "<group>"; };
        G3 = {isa = PBXGroup; path = Home; children = (F4, ); sourceTree = "<group>"; };
        F4 = {isa = PBXFileReference; path = App/Home/Home.swift; sourceTree = SOURCE_ROOT; };
        F5 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
        V1 = {isa = PBXVariantGroup; children = (F6, ); name = Main.storyboard; sourceTree = "<group>"; };
        F6 = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
        F9 = {isa = PBXFileReference; path = Specs/Probe.swift; sourceTree = "<group>"; };
        FW = {isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, K1, ); name = App; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; PRODUCT_NAME = "$(TARGET_NAME)"; }; name = Debug; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1, B4, ); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B6, ); };
        K1 = {isa = PBXFrameworksBuildPhase; files = (BW, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B4 = {isa = PBXBuildFile; fileRef = F4; };
        B6 = {isa = PBXBuildFile; fileRef = V1; };
        BW = {isa = PBXBuildFile; fileRef = FW; };
        T2 = {isa = PBXNativeTarget; buildPhases = (S2, ); name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; };
        S2 = {isa = PBXSourcesBuildPhase; files = (B9, ); };
        B9 = {isa = PBXBuildFile; fileRef = F9; };
    """)

    @Test func classicGroupsTestTargetAndFilesInNoTarget() throws {
        let fixture = try Fixture([
            "App.xcodeproj/project.pbxproj": Self.classic,
            "App/Login/Login.swift": Self.module("Login"),
            "App/Home/Home.swift": Self.module("Home", router: Self.push("Login")),
            "App/Legacy/Legacy.swift": Self.module("Legacy", router: Self.push("Login")),
            "Specs/Probe.swift": Self.module("Probe"),
            "App/Info.plist": Self.mainStoryboardPlist,
            "App/Base.lproj/Main.storyboard": Self.storyboard(initial: "HomeViewController"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        // The test target's file is no module; the file in no target is one, not built.
        #expect(map.moduleIDs == ["Home", "Legacy", "Login"])
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true) \($0.reachable == true)" } == [
            "Home [\"App\"] false true", "Legacy [] true false", "Login [\"App\"] false true",
        ])
        // The virtual group `Auth` is Login's domain: the folders (App/Login) give none.
        #expect(map.moduleSummary == ["Home - done", "Legacy - done", "Login Auth done"])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Home", "Home -[push: openLogin]-> Login", "Legacy -[push: openLogin]-> Login",
        ])
        #expect(map.entryPoints == [EntryPoint(module: "Home", file: "App/Base.lproj/Main.storyboard", line: 6, kind: "mainStoryboard")])
        #expect(map.findings.filter { $0.rule == "notInTarget" } == [Finding(
            rule: "notInTarget",
            message: "Legacy is built by no target (its files are under App/Legacy); it is mapped as not built and left out of reachability.",
            module: "Legacy", file: "App/Legacy/Legacy.swift", line: 7)])
        // Not built is not unreachable: the notInTarget finding says it.
        #expect(map.findings.filter { $0.rule == "unreachableModule" || $0.rule == "projectProblem" } == [])
    }

    /// Local Swift packages: a folder reference holding a `Package.swift` (how Xcode 13 adds one) and an
    /// `XCLocalSwiftPackageReference` (Xcode 15). The app links product `Feed` of the first and `Cart` of the
    /// second: their `Sources/Feed` and `Sources/Cart` are built; `Sources/Drafts`, a product the app does not
    /// link, and a remote package's product of the same name as a local folder build nothing here.
    @Test func localPackageProductsAreBuilt() throws {
        let fixture = try Fixture([
            "App.xcodeproj/project.pbxproj": Self.pbxproj("""
                P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); packageReferences = (LP, RP, ); };
                G0 = {isa = PBXGroup; children = (G1, PK, ); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; path = App; children = (F1, ); sourceTree = "<group>"; };
                F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; sourceTree = "<group>"; };
                PK = {isa = PBXFileReference; lastKnownFileType = folder; path = Shop; sourceTree = "<group>"; };
                LP = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Checkout; };
                RP = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/drafts.git"; };
                T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application";
                      packageProductDependencies = (D1, D2, D3, ); };
                S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                D1 = {isa = XCSwiftPackageProductDependency; productName = Feed; };
                D2 = {isa = XCSwiftPackageProductDependency; package = LP; productName = Cart; };
                D3 = {isa = XCSwiftPackageProductDependency; package = RP; productName = Drafts; };
            """),
            "App/Home.swift": Self.module("Home", router: Self.push("Feed") + "\n" + Self.push("Cart") + "\n" + Self.push("Drafts")),
            "Shop/Package.swift": "// swift-tools-version:5.5\nimport PackageDescription\nlet package = Package(name: \"Shop\")\n",
            "Shop/Sources/Feed/Feed.swift": Self.module("Feed"),
            "Shop/Sources/Drafts/Drafts.swift": Self.module("Drafts"),
            "Packages/Checkout/Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Checkout\")\n",
            "Packages/Checkout/Sources/Cart/Cart.swift": Self.module("Cart"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true)" } == [
            "Cart [\"App\"] false", "Drafts [] true", "Feed [\"App\"] false", "Home [\"App\"] false",
        ])
    }

    @Test func withoutTheProjectFolderRulesStay() throws {
        let fixture = try Fixture([
            "App/Login/Login.swift": Self.module("Login"),
            "App/Legacy/Legacy.swift": Self.module("Legacy", router: Self.push("Login")),
            "Specs/Probe.swift": Self.module("Probe"),
            "App/Base.lproj/Main.storyboard": Self.storyboard(initial: "LoginViewController"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Legacy", "Login", "Probe"])
        #expect(map.modules.allSatisfy { $0.targets == nil && $0.notBuilt == nil })
        #expect(map.entryPoints.map(\.kind) == ["storyboard"])
        // Shop is an app only through its merged anchor (`<<: *app`).
        #expect(try Indexer.run(root: fixture.root).projectNotes == [])
    }

    /// Xcode 16 synchronized folders: every file of the folder but the target's exceptions. The scene delegate is a
    /// class no rule would take for one; only the scene manifest (a binary Info.plist) names it.
    static let synchronized = pbxproj("""
        P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
        G0 = {isa = PBXGroup; children = (SG, ); sourceTree = "<group>"; };
        SG = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EX, ); explicitFileTypes = {}; explicitFolders = (); path = Shop; sourceTree = "<group>"; };
        EX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Old/Old.swift, ); target = T1; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (); fileSystemSynchronizedGroups = (SG, ); name = Shop; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Shop/Info.plist; PRODUCT_NAME = "Shop App"; }; name = Release; };
    """)

    static let launcher = """
    import UIKit
    final class Launcher: UIResponder, WindowHolding {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            window?.rootViewController = CartRouter.build()
        }
    }
    """

    @Test func synchronizedFolderWithExceptionsAndASceneManifest() throws {
        let manifest: [String: Any] = ["UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).Launcher"],
        ]]]]
        let binary = try PropertyListSerialization.data(fromPropertyList: manifest, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist".utf8)))
        let fixture = try Fixture([
            "Shop.xcodeproj/project.pbxproj": Self.synchronized,
            "Shop/Cart/Cart.swift": Self.module("Cart"),
            "Shop/Old/Old.swift": Self.module("Old", router: Self.push("Cart")),
            "Shop/Launcher.swift": Self.launcher,
        ])
        defer { fixture.remove() }
        // Without the Info.plist nothing says Launcher launches the app.
        let before = try fixture.map()
        #expect(before.entryPoints == [])
        try fixture.write(binary, to: "Shop/Info.plist")
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true)" } == ["Cart [\"Shop\"] false", "Old [] true"])
        #expect(map.entryPoints == [EntryPoint(module: "Cart", file: "Shop/Launcher.swift", line: 5, kind: "sceneDelegate")])
        #expect(map.routeSet == ["∅ -[setRoot: ∅]-> Cart", "Old -[push: openCart]-> Cart"])
        #expect(map.module(id: "Cart")?.reachable == true)
        #expect(map.module(id: "Old")?.reachable == false)
        #expect(map.findings.filter { $0.rule == "notInTarget" }.map(\.message) == [
            "Old is built by no target (its files are under Shop/Old); it is mapped as not built and left out of reachability.",
        ])
    }

    /// Two apps (production and staging) sharing a folder, each with a file declaring the same module, an app
    /// extension, and main storyboards named by build settings that differ between configurations.
    static let twoApps = pbxproj("""
        P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3, ); };
        G0 = {isa = PBXGroup; children = (F1, F2, F3, F4, F5, F6, F7, ); sourceTree = "<group>"; };
        F1 = {isa = PBXFileReference; path = Shared/Login.swift; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; path = AppOnly/Settings.swift; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; path = StagingOnly/Settings.swift; sourceTree = "<group>"; };
        F4 = {isa = PBXFileReference; path = Widget/Glance.swift; sourceTree = "<group>"; };
        F5 = {isa = PBXFileReference; path = Shared/Main.storyboard; sourceTree = "<group>"; };
        F6 = {isa = PBXFileReference; path = Shared/Beta.storyboard; sourceTree = "<group>"; };
        F7 = {isa = PBXFileReference; path = Shared/Welcome.storyboard; sourceTree = "<group>"; };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1, ); name = App; productType = "com.apple.product-type.application"; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2, ); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIMainStoryboardFile = Main; }; name = Debug; };
        C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIMainStoryboardFile = Beta; }; name = Release; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, ); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B5, B6, B7, ); };
        T2 = {isa = PBXNativeTarget; buildPhases = (S2, R2, ); name = Staging; productType = "com.apple.product-type.application"; };
        S2 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
        R2 = {isa = PBXResourcesBuildPhase; files = (B5, ); };
        T3 = {isa = PBXNativeTarget; buildPhases = (S3, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
        S3 = {isa = PBXSourcesBuildPhase; files = (B4, ); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        B3 = {isa = PBXBuildFile; fileRef = F3; };
        B4 = {isa = PBXBuildFile; fileRef = F4; };
        B5 = {isa = PBXBuildFile; fileRef = F5; };
        B6 = {isa = PBXBuildFile; fileRef = F6; };
        B7 = {isa = PBXBuildFile; fileRef = F7; };
    """)

    static let twoAppsFiles = [
        "Shop.xcodeproj/project.pbxproj": twoApps,
        "Shared/Login.swift": module("Login"),
        "AppOnly/Settings.swift": module("Settings"),
        "StagingOnly/Settings.swift": module("Settings"),
        "Widget/Glance.swift": module("Glance"),
        "Shared/Main.storyboard": storyboard(initial: "LoginViewController"),
        "Shared/Beta.storyboard": storyboard(initial: "LoginViewController"),
        "Shared/Welcome.storyboard": storyboard(initial: "LoginViewController"),
    ]

    @Test func twoAppsShareFilesAndScopeTheirOwnModules() throws {
        let fixture = try Fixture(Self.twoAppsFiles)
        defer { fixture.remove() }
        let map = try fixture.map()
        // Shared files: one module listing both apps (its id unchanged). Different files declaring one name: a module
        // per app, scoped by it. The extension is an app of its own.
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"])" } == [
            "App/Settings [\"App\"]", "Glance [\"Widget\"]", "Login [\"App\", \"Staging\"]", "Staging/Settings [\"Staging\"]",
        ])
        #expect(map.findings.filter { $0.rule == "duplicateModule" } == [])
        // Both configurations' main storyboards launch the app; a storyboard no target launches from is no entry point
        // (its initial scene is loaded later, by code or a segue).
        #expect(map.entryPoints.map { "\($0.file) \($0.kind)" } == ["Shared/Beta.storyboard mainStoryboard", "Shared/Main.storyboard mainStoryboard"])
        let run = try Indexer.run(root: fixture.root)
        #expect(run.projectNotes == ["Shop.xcodeproj: targets App (app), Staging (app), Widget (app extension)"])
    }

    @Test func targetOptionMapsOnlyThoseTargets() throws {
        let fixture = try Fixture(Self.twoAppsFiles)
        defer { fixture.remove() }
        var options = IndexOptions()
        options.targets = ["App"]
        let map = try fixture.map(options)
        // Staging's own file is not read, so App's Settings collides with nothing and keeps its plain id.
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"])" } == ["Login [\"App\"]", "Settings [\"App\"]"])
        #expect(map.entryPoints.map { "\($0.file) \($0.kind)" } == ["Shared/Beta.storyboard mainStoryboard", "Shared/Main.storyboard mainStoryboard"])
        #expect(try Indexer.run(root: fixture.root, options: options).projectNotes == [
            "Shop.xcodeproj: targets App (app), Staging (app, not selected), Widget (app extension, not selected)",
        ])
        options.targets = ["Widget", "Staging"]
        #expect(try fixture.map(options).moduleIDs == ["Glance", "Login", "Settings"])
        options.targets = ["App", "Nope"]
        #expect(throws: IndexerError.unknownTarget(names: ["Nope"], known: ["App", "Staging", "Widget"])) { try fixture.map(options) }
        #expect(IndexerError.unknownTarget(names: ["Nope"], known: ["App", "Staging", "Widget"]).description
            == "no project declares the target Nope; the targets are App, Staging, Widget.")
    }

    @Test func targetOptionNeedsAProject() throws {
        let fixture = try Fixture(["Home.swift": Self.module("Home")])
        defer { fixture.remove() }
        var options = IndexOptions()
        options.targets = ["App"]
        #expect(throws: IndexerError.noProject(path: fixture.root.path, targets: ["App"])) { try fixture.map(options) }
    }

    /// An old copy of a module's folder that the project no longer builds: left out, so no duplicate is reported.
    @Test func oldCopyInNoTargetIsLeftOut() throws {
        let project = Self.pbxproj("""
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            G0 = {isa = PBXGroup; children = (F1, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = Screens/Login/Login.swift; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildPhases = (S1, ); name = App; productType = "com.apple.product-type.application"; };
            S1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
        """)
        let fixture = try Fixture([
            "App.xcodeproj/project.pbxproj": project,
            "Screens/Login/Login.swift": Self.module("Login"),
            "Screens/Login copy/Login.swift": Self.module("Login"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.components.map(\.file).sorted().first ?? "")" } == [
            "Login [\"App\"] Screens/Login/Login.swift",
        ])
        #expect(map.findings.filter { $0.rule == "duplicateModule" } == [])
        #expect(map.findings.filter { $0.rule == "notInTarget" }.map(\.message) == [
            "Screens/Login copy/Login.swift is in no target and declares LoginPresenter, which Screens/Login/Login.swift (built) declares too: an old copy, left out of the map.",
        ])
    }

    static let xcodeGen = """
    name: Shop
    defaults: &defaults
      platform: iOS
      deploymentTarget: "16.0"
    app: &app
      platform: iOS
      type: application
    targetTemplates:
      Feature:
        <<: *defaults
        type: framework
        sources:
          - path: Features/${target_name}
            excludes:
              - "**/Legacy/*"
    targets:
      Shop:
        <<: *app
        sources: [App]
        info:
          path: App/Info.plist
          properties:
            UIApplicationSceneManifest:
              UISceneConfigurations:
                UIWindowSceneSessionRoleApplication:
                  - UISceneDelegateClassName: $(PRODUCT_MODULE_NAME).Launcher
      Cart:
        templates: [Feature]
      ShopTests:
        type: bundle.unit-test
        platform: iOS
        sources:
          - Checks
    include:
      - path: more.yml
    """

    static let xcodeGenMore = """
    targets:
      Wallet:
        templates: [Feature]
    """

    @Test func xcodeGenSpecWithTemplatesAnchorsAndIncludes() throws {
        let fixture = try Fixture([
            "project.yml": Self.xcodeGen,
            "more.yml": Self.xcodeGenMore,
            "App/Launcher.swift": Self.launcher,
            "Features/Cart/Cart.swift": Self.module("Cart"),
            "Features/Cart/Legacy/Promo.swift": Self.module("Promo"),
            "Features/Wallet/Wallet.swift": Self.module("Wallet"),
            "Checks/Probe.swift": Self.module("Probe"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true)" } == [
            "Cart [\"Cart\"] false", "Promo [] true", "Wallet [\"Wallet\"] false",
        ])
        #expect(map.entryPoints == [EntryPoint(module: "Cart", file: "App/Launcher.swift", line: 5, kind: "sceneDelegate")])
        #expect(map.findings.filter { $0.rule == "projectProblem" } == [])
        #expect(try Indexer.run(root: fixture.root).projectNotes == [
            "project.yml: targets Cart (framework or other), Shop (app), ShopTests (test, skipped), Wallet (framework or other)",
        ])
    }

    @Test func tuistManifestKeepsFolderRulesAndSaysSo() throws {
        let fixture = try Fixture([
            "Project.swift": "import ProjectDescription\nlet project = Project(name: \"Shop\", targets: [])\n",
            "Shop/Home/Home.swift": Self.module("Home"),
            "Shop/ShopTests/Probe.swift": Self.module("Probe"),
        ])
        defer { fixture.remove() }
        let run = try Indexer.run(root: fixture.root)
        #expect(run.map.moduleIDs == ["Home"])
        #expect(run.map.modules.allSatisfy { $0.targets == nil && $0.notBuilt == nil })
        #expect(run.projectNotes == [
            "Project.swift is a Tuist manifest (Swift code, not data): targets were not read, folder rules decide what is an app. Run `tuist generate` and map the generated project to use its targets.",
        ])
    }

    @Test func malformedProjectsAreFindingsAndFolderRulesApply() throws {
        let fixture = try Fixture([
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = ( ;",
            "Shop.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\"?><Workspace><FileRef location=\"group:App.xcodeproj\">",
            "App/Home.swift": Self.module("Home"),
            "Specs/Probe.swift": Self.module("Probe"),
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Home", "Probe"])
        #expect(map.modules.allSatisfy { $0.targets == nil && $0.notBuilt == nil })
        let problems = map.findings.filter { $0.rule == "projectProblem" }
        try #require(problems.map(\.file) == ["App.xcodeproj", "Shop.xcworkspace"])
        #expect(problems[0].message.hasPrefix("App.xcodeproj/project.pbxproj is not a property list Xcode wrote ("))
        #expect(problems[0].message.hasSuffix("). Its files keep the folder rules."))
        #expect(problems[1].message.hasPrefix("Shop.xcworkspace/contents.xcworkspacedata is not a workspace Xcode wrote (line "))
    }

    @Test func unknownObjectsMissingFilesAndBadInfoPlistsAreFindings() throws {
        let project = Self.pbxproj("""
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, X1, ); };
            G0 = {isa = PBXGroup; children = (F1, F2, ); sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = App/Home.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = App/Gone.swift; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, M1, ); name = App; productType = "com.apple.product-type.application"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = App/Info.plist; }; name = Debug; };
            S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, ); };
            M1 = {isa = PBXMysteryPhase; files = (); };
            X1 = {isa = PBXMysteryTarget; name = Ghost; };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = NOPE; };
        """)
        let fixture = try Fixture([
            "App.xcodeproj/project.pbxproj": project,
            "App/Home.swift": Self.module("Home"),
            "App/Info.plist": "<plist><dict><key>UIMainStoryboardFile</key>",
            "project.yml": "targets: [unclosed",
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"])" } == ["Home [\"App\"]"])
        let problems = map.findings.filter { $0.rule == "projectProblem" }.map(\.message)
        #expect(problems.count == 3)
        #expect(problems.contains("App.xcodeproj/project.pbxproj holds objects of types vipermap does not know (PBXMysteryPhase, PBXMysteryTarget); they were ignored."))
        #expect(problems.contains("App.xcodeproj names App/Gone.swift, which does not exist; the project's targets were read without it."))
        #expect(problems.contains { $0.hasPrefix("App/Info.plist is not a property list (") })
        // project.yml beside an .xcodeproj is not read: the committed project is the truth.
    }

    @Test func malformedXcodeGenSpecIsAFinding() throws {
        let fixture = try Fixture(["project.yml": "targets: [unclosed", "App/Home.swift": Self.module("Home")])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Home"])
        let problems = map.findings.filter { $0.rule == "projectProblem" }
        #expect(problems.map(\.file) == ["project.yml"])
        #expect(problems.first?.message.hasPrefix("project.yml is not valid YAML (") == true)
        #expect(problems.first?.message.hasSuffix(" Its files keep the folder rules.") == true)
    }

    @Test func missingXcodeGenIncludesAreOneFinding() throws {
        let spec = "include:\n  - Apps/Shop/target.yml\n  - path: Apps/Cart/target.yml\n  - Apps/Wallet/target.yml\n  - Apps/Pay/target.yml\n"
        let fixture = try Fixture(["project.yml": spec, "Apps/Shop/Home.swift": Self.module("Home")])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"])" } == ["Home [\"-\"]"])
        #expect(map.findings.filter { $0.rule == "projectProblem" }.map(\.message) == [
            "project.yml declares no target vipermap could read; its files keep the folder rules.",
            "project.yml includes 4 specs that do not exist (Apps/Shop/target.yml, Apps/Cart/target.yml, Apps/Wallet/target.yml and 1 more); the targets they declare are not known.",
        ])
    }

    @Test func workspaceListsProjectsInNestedGroups() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <Group location = "group:Apps" name = "Apps">
              <FileRef location = "group:Shop/Shop.xcodeproj"></FileRef>
           </Group>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
           <FileRef location = "container:Tools/Tools.xcodeproj"></FileRef>
           <FileRef location = "group:../Outside.xcodeproj"></FileRef>
           <FileRef location = "absolute:/tmp/Else.xcodeproj"></FileRef>
        </Workspace>
        """
        #expect(try WorkspaceReader.projects(Data(xml.utf8), workspace: "Root/All.xcworkspace")
            == ["Root/Apps/Shop/Shop.xcodeproj", "Root/Pods/Pods.xcodeproj", "Root/Tools/Tools.xcodeproj", "Outside.xcodeproj"])
        #expect(try WorkspaceReader.projects(Data(xml.utf8), workspace: "All.xcworkspace")
            == ["Apps/Shop/Shop.xcodeproj", "Pods/Pods.xcodeproj", "Tools/Tools.xcodeproj"])
    }

    @Test func workspaceOfTheRootNamesAMissingProject() throws {
        let workspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:Shop/Shop.xcodeproj"></FileRef>
           <FileRef location = "group:Gone/Gone.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
        </Workspace>
        """
        var files = Self.twoAppsFiles.reduce(into: [String: String]()) { $0["Shop/" + $1.key] = $1.value }
        files["All.xcworkspace/contents.xcworkspacedata"] = workspace
        let fixture = try Fixture(files)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"])" } == [
            "App/Settings [\"App\"]", "Glance [\"Widget\"]", "Login [\"App\", \"Staging\"]", "Staging/Settings [\"Staging\"]",
        ])
        #expect(map.findings.filter { $0.rule == "projectProblem" } == [
            Finding(rule: "projectProblem", message: "All.xcworkspace lists Gone/Gone.xcodeproj, which does not exist.", file: "All.xcworkspace"),
        ])
    }

    @Test func infoPlistReaderReadsXMLAndBinary() throws {
        let properties: [String: Any] = [
            "UIMainStoryboardFile": "Main", "UIMainStoryboardFile~ipad": "MainPad",
            "UIApplicationSceneManifest": ["UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [["UISceneStoryboardFile": "Scene", "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate"]],
                "UIWindowSceneSessionRoleExternalDisplayNonInteractive": [["UISceneDelegateClassName": "ExternalScreen"]],
            ]],
        ]
        let expected = InfoPlistReader.Launch(storyboards: ["Main", "MainPad", "Scene"], sceneDelegates: ["$(PRODUCT_MODULE_NAME).SceneDelegate", "ExternalScreen"])
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListSerialization.data(fromPropertyList: properties, format: format, options: 0)
            #expect(try InfoPlistReader.read(data, path: "Info.plist") == expected)
        }
        #expect(throws: ProjectReadError(message: "Info.plist is a property list but not a dictionary; the app's launch storyboard and scene delegate were not read from it.")) {
            try InfoPlistReader.read(Data("<plist><array/></plist>".utf8), path: "Info.plist")
        }
    }

    @Test func aProjectThatBuildsNoneOfItsFilesKeepsFolderRules() throws {
        let stub = Self.pbxproj("""
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildPhases = (); name = App; productType = "com.apple.product-type.application"; };
        """)
        let fixture = try Fixture(["App.xcodeproj/project.pbxproj": stub, "App/Home.swift": Self.module("Home"), "App/Cart.swift": Self.module("Cart")])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.modules.map { "\($0.id) \($0.targets ?? ["-"]) \($0.notBuilt == true)" } == ["Cart [\"-\"] false", "Home [\"-\"] false"])
        #expect(map.findings.filter { $0.rule == "projectProblem" }.map(\.message) == [
            "App.xcodeproj's targets build none of the 2 Swift files and storyboards below it; its files keep the folder rules.",
        ])
    }

    /// The main storyboard launches the app, then the scene delegate replaces the window's root: both are entry points.
    @Test func mainStoryboardAndSceneDelegateBothLaunch() throws {
        let project = Self.pbxproj("""
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };
            G0 = {isa = PBXGroup; children = (SG, ); sourceTree = "<group>"; };
            SG = {isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; fileSystemSynchronizedGroups = (SG, ); name = Shop; productType = "com.apple.product-type.application"; };
            L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
            C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_KEY_UIMainStoryboardFile = Main; INFOPLIST_FILE = Shop/Info.plist; }; name = Debug; };
        """)
        let manifest = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
        <key>UIWindowSceneSessionRoleApplication</key><array><dict>
        <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).Launcher</string>
        <key>UISceneStoryboardFile</key><string>Main</string>
        </dict></array></dict></dict></dict></plist>
        """
        let fixture = try Fixture([
            "Shop.xcodeproj/project.pbxproj": project,
            "Shop/Info.plist": manifest,
            "Shop/Main.storyboard": Self.storyboard(initial: "SplashViewController"),
            "Shop/Splash.swift": Self.module("Splash"),
            "Shop/Cart.swift": Self.module("Cart"),
            "Shop/Launcher.swift": Self.launcher,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.entryPoints.map { "\($0.module) \($0.file):\($0.line) \($0.kind)" } == [
            "Cart Shop/Launcher.swift:5 sceneDelegate", "Splash Shop/Main.storyboard:6 mainStoryboard",
        ])
        #expect(map.findings.filter { $0.rule == "projectProblem" } == [])
    }

    @Test func projectPathsStayInsideTheRoot() {
        #expect(ProjectPath.join("App", "../Shared/./X.swift") == "Shared/X.swift")
        #expect(ProjectPath.join("", "../X.swift") == nil)
        #expect(ProjectPath.join("App", "/abs/X.swift") == nil)
        #expect(ProjectPath.c99Name("My App-2") == "My_App_2")
        #expect(ProjectPath.c99Name("2Pass") == "_2Pass")
        #expect(ProjectPath.expand("$(SRCROOT)/App/Info.plist", variables: ["SRCROOT": "."]) == "./App/Info.plist")
        #expect(ProjectPath.isInside("AppTests/X.swift", "App") == false)
        #expect(ProjectPath.isInside("App/X.swift", "App") == true)
    }
}
