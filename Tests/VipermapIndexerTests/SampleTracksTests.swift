import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Tracks sample (seed 002: `XContract.swift` with `-ing` protocols, `XBuilder.makeModule(…)`, routers
/// pushing another module's builder output) mapped end to end. Expectations are read off the sample's code
/// by docs/indexing.md, not recorded from the indexer.
@Suite struct SampleTracksTests: SampleSuite {
    static let sampleName = "Tracks"

    @Test func modulesDomainsAndStatuses() throws {
        let map = try Self.map()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" }) == [
            "Tracks Library done",
            "TrackDetails Library done",
            // Its one unresolved route is the tool's doubt (a finding), not the app's unfinished work.
            "ArtistProfile Library done",
            "Playlists Library done",
            // group folder with a space in its name
            "Player Now Playing done",
            "Queue Now Playing inProgress",
            // module folder directly under the root: no group
            "Settings - done",
        ])
    }

    @Test func routes() throws {
        let map = try Self.map()
        #expect(Set(map.routes.map(Self.describe)) == [
            "∅ -[setRoot: ∅]-> Tracks",
            "Tracks -[push: openTrackScreen]-> TrackDetails",
            "Tracks -[present: openSettings]-> Settings",
            "Tracks -[push: openPlaylists]-> Playlists",
            "TrackDetails -[push: openArtistScreen]-> ArtistProfile",
            "TrackDetails -[present: openPlayer]-> Player",
            "ArtistProfile -[push: openTrackScreen]-> TrackDetails",
            "ArtistProfile -[push: openRelatedItem]-> ∅",
            "Playlists -[show: openPlaylist]-> Tracks",
            "Player -[present: openQueue]-> Queue",
            "Player -[dismiss: close]-> ∅",
            "Queue -[dismiss: close]-> ∅",
            // the method is called presentListScreen; the call replaces the window's root
            "Settings -[setRoot: presentListScreen]-> Tracks",
            "Settings -[dismiss: close]-> ∅",
        ])
        #expect(map.routes.count == 14)
    }

    @Test func builderHeldInAPropertyResolvesToItsModule() throws {
        let map = try Self.map()
        // `private let trackBuilder: TrackDetailsBuilder` then `push(trackBuilder.makeModule(track:), animated:)`
        let fromList = try Self.route("Tracks -[push: openTrackScreen]-> TrackDetails", in: map)
        #expect(fromList.file == "Library/Tracks/TracksRouter.swift")
        #expect(fromList.line == 18)
        #expect(fromList.target == nil)
        #expect(fromList.triggeredBy.map { "\($0.type).\($0.method)" } == ["TracksPresenter.didSelectRow(at:)"])
        // `private lazy var trackBuilder = TrackDetailsBuilder()`
        let fromArtist = try Self.route("ArtistProfile -[push: openTrackScreen]-> TrackDetails", in: map)
        #expect(fromArtist.file == "Library/ArtistProfile/ArtistProfileRouter.swift")
        #expect(fromArtist.line == 19)
        // wrapped in a UINavigationController held in a local before `present`
        let player = try Self.route("TrackDetails -[present: openPlayer]-> Player", in: map)
        #expect(player.file == "Library/TrackDetails/TrackDetailsRouter.swift")
        #expect(player.line == 20)
    }

    @Test func runtimeTargetKeepsItsExpression() throws {
        let map = try Self.map()
        let related = try Self.route("ArtistProfile -[push: openRelatedItem]-> ∅", in: map)
        #expect(related.to == nil)
        #expect(related.target == "screenFactory.makeController(for: item)")
        #expect(related.file == "Library/ArtistProfile/ArtistProfileRouter.swift")
        #expect(related.line == 23)
        #expect(map.routes.filter(\.isUnresolved).count == 1)
        let artist = try #require(map.module(id: "ArtistProfile"))
        #expect(!artist.evidence.contains { $0.kind == "unresolvedRoute" })
        #expect(map.findings.filter { $0.module == "ArtistProfile" }.map { "\($0.rule) \($0.file ?? "-"):\($0.line ?? 0)" }
            == ["unresolvedRoute Library/ArtistProfile/ArtistProfileRouter.swift:23"])
        #expect(artist.resolution == RouteResolution(resolved: 1, total: 2))
    }

    @Test func methodNameDoesNotDecideTheTransition() throws {
        let map = try Self.map()
        let reset = try Self.route("Settings -[setRoot: presentListScreen]-> Tracks", in: map)
        #expect(reset.file == "Settings/SettingsRouter.swift")
        #expect(reset.line == 19)
        #expect(reset.triggeredBy.map { "\($0.type).\($0.method)" } == ["SettingsPresenter.didTapClearLibrary()"])
        let show = try Self.route("Playlists -[show: openPlaylist]-> Tracks", in: map)
        #expect(show.file == "Library/Playlists/Navigation.swift")
        #expect(show.line == 29)
    }

    @Test func entryPointIsTheSceneDelegatesLyingMethod() throws {
        let map = try Self.map()
        #expect(map.entryPoints == [EntryPoint(module: "Tracks", file: "App/SceneDelegate.swift", line: 20, kind: "sceneDelegate")])
        let launch = try Self.route("∅ -[setRoot: ∅]-> Tracks", in: map)
        #expect(launch.file == "App/SceneDelegate.swift")
        #expect(launch.line == 20)
    }

    @Test func contractAndBuilderBelongToTheirModule() throws {
        let map = try Self.map()
        let tracks = try #require(map.module(id: "Tracks"))
        #expect(tracks.roles == [.contract, .builder, .router, .presenter, .interactor, .view])
        #expect(tracks.components.contains { $0.role == .contract && $0.file == "Library/Tracks/TracksContract.swift" })
        #expect(tracks.components.contains(Component(role: .builder, type: "TracksBuilder", file: "Library/Tracks/TracksBuilder.swift", line: 8)))
        #expect(!tracks.components.contains { $0.type == "TrackViewModel" })

        // Player is built by an `XModuleFactory`.
        let player = try #require(map.module(id: "Player"))
        #expect(player.components.contains(Component(role: .builder, type: "PlayerModuleFactory", file: "Now Playing/Player/PlayerModuleFactory.swift", line: 8)))
    }

    @Test func fileNamesThatDoNotMatchTheirTypes() throws {
        let map = try Self.map()
        let playlists = try #require(map.module(id: "Playlists"))
        #expect(Set(playlists.components.filter { $0.role != .contract }.map { "\($0.role.rawValue) \($0.type) \($0.file):\($0.line)" }) == [
            "builder PlaylistsBuilder Library/Playlists/Navigation.swift:10",
            "router PlaylistsRouter Library/Playlists/Navigation.swift:22",
            "presenter PlaylistsPresenter Library/Playlists/Playlists.swift:8",
            "interactor PlaylistsInteractor Library/Playlists/Playlists.swift:32",
            "view PlaylistsViewController Library/Playlists/PlaylistsViewController.swift:8",
        ])
    }

    @Test func statusEvidence() throws {
        let map = try Self.map()
        let queue = try #require(map.module(id: "Queue"))
        #expect(queue.evidence.contains { $0.kind == "todo" && $0.status == .inProgress && $0.file == "Now Playing/Queue/QueuePresenter.swift" && $0.line == 20 })
        // TrackDetails has no interactor: router-based dialects do not expect one.
        let details = try #require(map.module(id: "TrackDetails"))
        #expect(!details.roles.contains(.interactor))
        #expect(details.evidence.filter { $0.status != .done }.isEmpty)
    }

    @Test func notModules() throws {
        let map = try Self.map()
        let names = Set(map.modules.map(\.name))
        for name in ["Track", "TrackService", "RemoteConfigScreen", "ScreenFactory", "App", "Library", "Now Playing"] {
            #expect(!names.contains(name), "\(name) must not be a module")
        }
    }

    @Test func breadcrumbs() throws {
        let map = try Self.map()
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "Queue")?.breadcrumb == ["Tracks", "TrackDetails", "Player", "Queue"])
        #expect(map.module(id: "Settings")?.breadcrumb == ["Tracks", "Settings"])
        #expect(map.module(id: "ArtistProfile")?.breadcrumb == ["Tracks", "TrackDetails", "ArtistProfile"])
    }
}
