import Foundation
import Testing
import VipermapAnalysis
import VipermapIndexer
import VipermapModel

/// The Notes sample (seed 004: associated-type `Viewable/Presentable/Interactable/Routable`,
/// `XPresenterToRouter`-style protocols, `static func createModule(…)`; plus `XAssembly.assemble`,
/// `XConfigurator.build`, `XViewFactory.createView`, `XModuleBuilder().makeModule`, `XRouter.module()` and a
/// routing protocol extension shared by two routers) mapped end to end. Expectations are read off the
/// sample's code by docs/indexing.md, not recorded from the indexer.
@Suite struct SampleNotesTests: SampleSuite {
    static let sampleName = "Notes"

    @Test func modulesDomainsAndStatuses() throws {
        let map = try Self.map()
        #expect(Set(map.modules.map { "\($0.id) \($0.domain ?? "-") \($0.status.rawValue)" }) == [
            "NotesList Notes done",
            "NoteEditor Notes done",
            "AttachmentPreview Notes done",
            "Tags Notes scaffolded",
            "Folders Library done",
            // No router: it navigates nowhere, and a router is optional (seed 002: a view needs a presenter).
            "Share Sharing done",
            "Onboarding Account done",
            "Settings Account done",
        ])
    }

    @Test func routes() throws {
        let map = try Self.map()
        #expect(Set(map.routes.map(Self.describe)) == [
            "∅ -[setRoot: ∅]-> NotesList",
            "∅ -[setRoot: ∅]-> Onboarding",
            "Onboarding -[setRoot: finishOnboarding]-> NotesList",
            // `let editor = NoteEditorRouter.createModule(…)` then pushViewController(editor)
            "NotesList -[push: navigateToNote]-> NoteEditor",
            // FoldersAssembly.assemble(…) wrapped in a UINavigationController
            "NotesList -[present: navigateToFolders]-> Folders",
            // SettingsConfigurator.build()
            "NotesList -[push: navigateToSettings]-> Settings",
            // the ShareNoteNavigation protocol extension, adopted by both routers
            "NotesList -[present: navigateToShare]-> Share",
            "NoteEditor -[present: navigateToShare]-> Share",
            "NoteEditor -[push: navigateToTags]-> Tags",
            // AttachmentPreviewModuleBuilder().makeModule(…)
            "NoteEditor -[present: navigateToAttachment]-> AttachmentPreview",
            "NoteEditor -[pop: closeEditor]-> ∅",
            "Folders -[dismiss: dismissFolders]-> ∅",
            "AttachmentPreview -[dismiss: close]-> ∅",
            // the preview's QLPreviewController, a system screen it embeds
            "AttachmentPreview -[embed: ∅]-> ∅",
            "Settings -[setRoot: navigateToOnboarding]-> Onboarding",
        ])
        // Builders wiring their own module (`createModule` inside `module()`, `assemble`, `build`) are not routes;
        // presenters calling `view?.show(…)` are not `show(_:sender:)`; `addChild` of a QLPreviewController is not a module
        // (it is a system screen the preview embeds).
        #expect(map.routes.count == 15)
        #expect(map.routes.filter { $0.to == nil && $0.kind == .system }.map { "\($0.from ?? "-") \($0.transition.rawValue) \($0.targetType ?? "-")" }
            == ["AttachmentPreview embed QLPreviewController"])
        #expect(map.routes.filter(\.isUnresolved).isEmpty)
    }

    @Test func entryPoints() throws {
        let map = try Self.map()
        #expect(Set(map.entryPoints) == [
            EntryPoint(module: "NotesList", file: "App/SceneDelegate.swift", line: 17, kind: "sceneDelegate",
                       branch: "UserDefaults.standard.bool(forKey: \"onboarding.completed\")"),
            EntryPoint(module: "Onboarding", file: "App/SceneDelegate.swift", line: 19, kind: "sceneDelegate",
                       branch: "else: UserDefaults.standard.bool(forKey: \"onboarding.completed\")"),
        ])
    }

    @Test func sharedProtocolExtensionRoutesFromEveryAdopter() throws {
        let map = try Self.map()
        let fromList = try Self.route("NotesList -[present: navigateToShare]-> Share", in: map)
        let fromEditor = try Self.route("NoteEditor -[present: navigateToShare]-> Share", in: map)
        for route in [fromList, fromEditor] {
            #expect(route.file == "Core/ShareNoteNavigation.swift")
            #expect(route.line == 22)
        }
        #expect(fromList.triggeredBy == [CallSite(type: "NotesListPresenter", method: "didTapShare(at:sourceView:)", file: "Modules/Notes/NotesList/NotesListPresenter.swift", line: 64)])
        #expect(fromEditor.triggeredBy == [CallSite(type: "NoteEditorPresenter", method: "didTapShare(sourceView:)", file: "Modules/Notes/NoteEditor/NoteEditorPresenter.swift", line: 50)])
    }

    @Test func createModuleAndOtherBuildersResolveTheirModule() throws {
        let map = try Self.map()
        let editor = try Self.route("NotesList -[push: navigateToNote]-> NoteEditor", in: map)
        #expect(editor.file == "Modules/Notes/NotesList/NotesListRouter.swift")
        #expect(editor.line == 44)
        #expect(Set(editor.triggeredBy.map { "\($0.type).\($0.method) \($0.line)" }) == [
            "NotesListPresenter.didSelectNote(at:) 47",
            "NotesListPresenter.didTapCompose() 52",
        ])
        let folders = try Self.route("NotesList -[present: navigateToFolders]-> Folders", in: map)
        #expect(folders.line == 49)
        let settings = try Self.route("NotesList -[push: navigateToSettings]-> Settings", in: map)
        #expect(settings.line == 53)
        let preview = try Self.route("NoteEditor -[present: navigateToAttachment]-> AttachmentPreview", in: map)
        #expect(preview.file == "Modules/Notes/NoteEditor/NoteEditorRouter.swift")
        #expect(preview.line == 45)
        // `static func module()` on the router
        let finish = try Self.route("Onboarding -[setRoot: finishOnboarding]-> NotesList", in: map)
        #expect(finish.file == "Modules/Account/Onboarding/OnboardingRouter.swift")
        #expect(finish.line == 36)
        let reset = try Self.route("Settings -[setRoot: navigateToOnboarding]-> Onboarding", in: map)
        #expect(reset.line == 19)
    }

    @Test func componentsByRole() throws {
        let map = try Self.map()
        let list = try #require(map.module(id: "NotesList"))
        #expect(list.roles == [.router, .presenter, .interactor, .view, .contract])
        #expect(Set(list.components.filter { $0.role == .contract }.map(\.type)) == [
            "NotesListPresenterToView", "NotesListViewToPresenter", "NotesListInteractorToPresenter",
            "NotesListPresenterToInteractor", "NotesListPresenterToRouter",
        ])
        #expect(list.components.contains(Component(role: .router, type: "NotesListRouter", file: "Modules/Notes/NotesList/NotesListRouter.swift", line: 15)))
        #expect(list.components.contains(Component(role: .view, type: "NotesListView", file: "Modules/Notes/NotesList/NotesListView.swift", line: 13)))

        #expect(map.module(id: "Folders")?.components.contains { $0.role == .builder && $0.type == "FoldersAssembly" } == true)
        #expect(map.module(id: "AttachmentPreview")?.components.contains { $0.role == .builder && $0.type == "AttachmentPreviewModuleBuilder" } == true)
        #expect(map.module(id: "Share")?.components.contains { $0.role == .builder && $0.type == "ShareViewFactory" } == true)
        #expect(map.module(id: "Share")?.components.contains { $0.role == .view && $0.type == "ShareView" } == true)
        #expect(map.module(id: "Settings")?.components.contains { $0.role == .configurator && $0.type == "SettingsConfigurator" } == true)
    }

    @Test func statusEvidence() throws {
        let map = try Self.map()
        let tags = try #require(map.module(id: "Tags"))
        #expect(tags.evidence.contains { $0.kind == "placeholder" && $0.status == .scaffolded && $0.file == "Modules/Notes/Tags/TagsView.swift" && $0.line == 20 })
        let share = try #require(map.module(id: "Share"))
        #expect(!share.roles.contains(.router))
        #expect(share.evidence.filter { $0.kind == "missingComponent" } == [])
        // Conformance-only extensions (`extension NotesListRouter: ShareNoteNavigation {}`) are not empty components.
        for id in ["NotesList", "NoteEditor", "Onboarding"] {
            #expect(map.module(id: id)?.evidence.filter { $0.status != .done } == [], "\(id) is done")
        }
    }

    @Test func genericNamesAreNotModules() throws {
        let map = try Self.map()
        let names = Set(map.modules.map(\.name))
        // typealiases View/Presenter/Interactor/Router nested in every component, the base protocols,
        // the shared navigation protocol, entities
        for name in ["", "Viewable", "Presentable", "Routable", "ShareNoteNavigation", "ShareNote", "Note", "NotesStore", "FoldersModuleDelegate"] {
            #expect(!names.contains(name), "\(name) must not be a module")
        }
        #expect(map.modules.count == 8)
    }

    @Test func breadcrumbs() throws {
        let map = try Self.map()
        #expect(map.modules.allSatisfy { $0.reachable == true })
        #expect(map.module(id: "Tags")?.breadcrumb == ["NotesList", "NoteEditor", "Tags"])
        #expect(map.module(id: "Share")?.breadcrumb == ["NotesList", "Share"])
        #expect(map.module(id: "Onboarding")?.breadcrumb == ["Onboarding"])
    }
}
