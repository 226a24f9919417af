import Testing
import VipermapModel

/// Storyboards: scenes with `customClass` are components of their module, segues are routes, the initial
/// view controller is an entry point; a malformed storyboard is a finding and the run goes on.
@Suite struct StoryboardTests {
    static func module(_ name: String, router: String = "") -> String {
        """
        final class \(name)Router {
            weak var viewController: UIViewController?
        \(router)
        }
        final class \(name)Presenter { var router: \(name)Router? }
        final class \(name)ViewController: UIViewController { var presenter: \(name)Presenter? }
        """
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home-1" kind="relationship" relationship="rootViewController" id="r1"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="s2">
                <objects>
                    <viewController storyboardIdentifier="Home" id="home-1" customClass="HomeViewController" customModule="App" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"/>
                        <connections>
                            <segue destination="details-1" kind="show" identifier="showDetails" id="g1"/>
                            <segue destination="settings-nav" kind="presentation" identifier="openSettings" id="g2"/>
                            <segue destination="banner-1" kind="embed" id="g3"/>
                            <segue destination="legacy-1" kind="push" identifier="legacy" id="g4"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s3">
                <objects>
                    <tableViewController storyboardIdentifier="Details" id="details-1" customClass="DetailsViewController" customModule="App" sceneMemberID="viewController">
                        <connections>
                            <segue destination="unknown-1" kind="show" id="g5"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
            <scene sceneID="s4">
                <objects>
                    <navigationController id="settings-nav" sceneMemberID="viewController">
                        <connections>
                            <segue destination="settings-1" kind="relationship" relationship="rootViewController" id="r2"/>
                        </connections>
                    </navigationController>
                    <viewController id="settings-1" customClass="SettingsViewController" sceneMemberID="viewController"/>
                    <viewController id="banner-1" customClass="BannerViewController" sceneMemberID="viewController"/>
                    <viewController id="legacy-1" customClass="LegacyViewController" sceneMemberID="viewController"/>
                    <viewController id="unknown-1" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static var sources: [String: String] {
        [
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Broken.storyboard": "<?xml version=\"1.0\"?>\n<document>\n<scenes>\n<scene></document>",
            "App/Home.swift": module("Home", router: """
                func openProfile() {
                    let controller = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Details")
                    viewController?.navigationController?.pushViewController(controller, animated: true)1️⃣
                }
            """),
            "App/Details.swift": module("Details"),
            "App/Settings.swift": module("Settings"),
            "App/Banner.swift": module("Banner"),
            "App/Legacy.swift": module("Legacy"),
        ]
    }

    @Test func scenesAreComponentsOfTheirModule() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        let home = try #require(map.module(id: "Home"))
        #expect(home.components.filter { $0.role == .storyboardScene } == [
            Component(role: .storyboardScene, type: "HomeViewController", file: "App/Base.lproj/Main.storyboard", line: 15),
        ])
        #expect(home.storyboards == ["App/Base.lproj/Main.storyboard"])
        #expect(map.module(id: "Details")?.components.contains { $0.role == .storyboardScene && $0.line == 28 } == true)
    }

    @Test func seguesAreRoutesAndTheInitialControllerIsAnEntryPoint() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Home",
            "Home -[show: showDetails]-> Details",
            "Home -[present: openSettings]-> Settings",
            "Home -[embed: ∅]-> Banner",
            "Home -[push: legacy]-> Legacy",
            "Home -[push: openProfile]-> Details",
        ])
        #expect(map.entryPoints == [EntryPoint(module: "Home", file: "App/Base.lproj/Main.storyboard", line: 6, kind: "storyboard")])
        let segue = try #require(map.routes.first { $0.trigger == "showDetails" })
        #expect(segue.file == "App/Base.lproj/Main.storyboard")
        #expect(segue.line == 18)
        // `instantiateViewController(withIdentifier: "Details")` resolves through the scene's storyboard identifier.
        #expect(map.routes.first { $0.trigger == "openProfile" }?.line == fixture.line("1️⃣"))
        #expect(map.modules.allSatisfy { $0.reachable == true })
    }

    /// A scene naming `HomeViewController` as its custom class is not a second declaration of the class; only two
    /// Swift declarations of one type in different files are (the linker merges them and says so).
    @Test func sceneOfADeclaredViewControllerIsNoDuplicate() throws {
        var sources = Self.sources
        let fixture = try Fixture(sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.module(id: "Home")?.components.filter { $0.type == "HomeViewController" }.map(\.role) == [.storyboardScene, .view])
        #expect(map.findings.filter { $0.rule == "duplicateModule" } == [])

        sources["Legacy/Home.swift"] = "final class HomeViewController: UIViewController {}"
        let twice = try Fixture(sources)
        defer { twice.remove() }
        let merged = try twice.map()
        #expect(merged.findings.filter { $0.rule == "duplicateModule" }.map(\.file) == ["App/Home.swift"])
        #expect(merged.findings.first { $0.rule == "duplicateModule" }?.message.hasPrefix(
            "Home is declared more than once in one project, in App and Legacy;") == true)
    }

    @Test func malformedStoryboardIsAFinding() throws {
        let fixture = try Fixture(Self.sources)
        defer { fixture.remove() }
        let map = try fixture.map()
        let finding = try #require(map.findings.first { $0.rule == "malformedStoryboard" })
        #expect(finding.file == "App/Broken.storyboard")
        #expect(finding.message.contains("App/Broken.storyboard"))
    }

    /// A storyboard reference opens another storyboard's initial scene (or the scene it names); a scene's class may
    /// be named by its `@objc(Name)`; an unwind segue returns to the module whose controller declares its action,
    /// popping when that module pushed or showed this one.
    @Test func referencesObjCNamesAndUnwindTargets() throws {
        let fixture = try Fixture([
            "Shelf/Start.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="start-1">
                <scenes>
                    <scene sceneID="a1">
                        <objects>
                            <viewController id="start-1" customClass="StartViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="ref-1" kind="show" identifier="toMain" id="g1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="a2">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Main" id="ref-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "Shelf/Main.storyboard": """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="nav-1">
                <scenes>
                    <scene sceneID="b1">
                        <objects>
                            <navigationController id="nav-1" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="list-1" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="b2">
                        <objects>
                            <tableViewController id="list-1" customClass="OBJListViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="add-1" kind="show" identifier="add" id="g2"/>
                                </connections>
                            </tableViewController>
                        </objects>
                    </scene>
                    <scene sceneID="b3">
                        <objects>
                            <viewController id="add-1" customClass="AddViewController" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="exit-1" kind="unwind" identifier="done" unwindAction="unwindFromAdd:" id="u1"/>
                                </connections>
                            </viewController>
                            <exit id="exit-1" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """,
            "Shelf/Start.swift": Self.module("Start"),
            "Shelf/Add.swift": Self.module("Add"),
            "Shelf/List.swift": """
            import UIKit
            final class ListRouter { weak var viewController: UIViewController? }
            final class ListPresenter { var router: ListRouter? }
            @objc(OBJListViewController)
            final class ListViewController: UITableViewController {
                var presenter: ListPresenter?
                @IBAction func unwindFromAdd(_ segue: UIStoryboardSegue) {}
            }
            """,
        ])
        defer { fixture.remove() }
        let map = try fixture.map()
        #expect(map.moduleIDs == ["Start", "List", "Add"])
        #expect(map.routeSet == [
            "∅ -[setRoot: ∅]-> Start", "∅ -[setRoot: ∅]-> List",
            "Start -[show: toMain]-> List", "List -[show: add]-> Add", "Add -[pop: done]-> List",
        ])
    }
}
