//
//  NotesListRouter.swift
//  Notes
//

import UIKit

protocol NotesListPresenterToRouter: AnyObject {
    func navigateToNote(_ note: Note)
    func navigateToFolders(delegate: FoldersModuleDelegate)
    func navigateToSettings()
    func navigateToShare(_ note: Note, from sourceView: UIView?)
}

final class NotesListRouter: Routable {

    typealias View = NotesListView
    typealias Presenter = NotesListPresenter
    typealias Interactor = NotesListInteractor
    typealias Router = NotesListRouter

    weak var view: View?

    static func createModule(view: View, presenter: Presenter, interactor: Interactor, router: Router) -> View {
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = interactor
        presenter.router = router
        interactor.presenter = presenter
        router.view = view

        return view
    }

    static func module() -> NotesListView {
        createModule(view: NotesListView(), presenter: NotesListPresenter(), interactor: NotesListInteractor(), router: NotesListRouter())
    }
}

extension NotesListRouter: NotesListPresenterToRouter {

    func navigateToNote(_ note: Note) {
        let editor = NoteEditorRouter.createModule(view: NoteEditorView(), presenter: NoteEditorPresenter(note: note), interactor: NoteEditorInteractor(), router: NoteEditorRouter())
        view?.navigationController?.pushViewController(editor, animated: true)
    }

    func navigateToFolders(delegate: FoldersModuleDelegate) {
        let folders = FoldersAssembly.assemble(delegate: delegate)
        view?.present(UINavigationController(rootViewController: folders), animated: true)
    }

    func navigateToSettings() {
        view?.navigationController?.pushViewController(SettingsConfigurator.build(), animated: true)
    }
}

extension NotesListRouter: ShareNoteNavigation {}
