//
//  NoteEditorRouter.swift
//  Notes
//

import UIKit

protocol NoteEditorPresenterToRouter: AnyObject {
    func navigateToShare(_ note: Note, from sourceView: UIView?)
    func navigateToTags(of note: Note)
    func navigateToAttachment(_ attachment: Attachment)
    func closeEditor()
}

final class NoteEditorRouter: Routable, ShareNoteNavigation {

    typealias View = NoteEditorView
    typealias Presenter = NoteEditorPresenter
    typealias Interactor = NoteEditorInteractor
    typealias Router = NoteEditorRouter

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
}

extension NoteEditorRouter: NoteEditorPresenterToRouter {

    func navigateToTags(of note: Note) {
        view?.navigationController?.pushViewController(TagsRouter.createModule(view: TagsView(), presenter: TagsPresenter(), interactor: TagsInteractor(), router: TagsRouter()), animated: true)
    }

    func navigateToAttachment(_ attachment: Attachment) {
        let preview = AttachmentPreviewModuleBuilder().makeModule(attachment: attachment)
        preview.modalPresentationStyle = .fullScreen
        view?.present(preview, animated: true, completion: nil)
    }

    func closeEditor() {
        view?.navigationController?.popViewController(animated: true)
    }
}
