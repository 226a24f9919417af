//
//  NoteEditorPresenter.swift
//  Notes
//

import UIKit

protocol NoteEditorViewToPresenter: AnyObject {
    func viewDidLoad()
    func didEdit(title: String, body: String)
    func didTapShare(sourceView: UIView?)
    func didTapTags()
    func didTapFirstAttachment()
}

protocol NoteEditorInteractorToPresenter: AnyObject {
    func noteWasDeleted()
}

final class NoteEditorPresenter: Presentable {

    typealias View = NoteEditorPresenterToView
    typealias Interactor = NoteEditorPresenterToInteractor
    typealias Router = NoteEditorPresenterToRouter

    weak var view: View?
    var interactor: Interactor?
    var router: Router?

    private var note: Note

    init(note: Note) {
        self.note = note
    }
}

extension NoteEditorPresenter: NoteEditorViewToPresenter {

    func viewDidLoad() {
        view?.show(title: note.title, body: note.body, attachmentCount: note.attachments.count)
    }

    func didEdit(title: String, body: String) {
        note.title = title
        note.body = body
        interactor?.save(note)
    }

    func didTapShare(sourceView: UIView?) {
        router?.navigateToShare(note, from: sourceView)
    }

    func didTapTags() {
        router?.navigateToTags(of: note)
    }

    func didTapFirstAttachment() {
        guard let attachment = note.attachments.first else { return }
        router?.navigateToAttachment(attachment)
    }
}

extension NoteEditorPresenter: NoteEditorInteractorToPresenter {
    func noteWasDeleted() {
        router?.closeEditor()
    }
}
