//
//  NotesListInteractor.swift
//  Notes
//

import Foundation

protocol NotesListPresenterToInteractor: AnyObject {
    func loadNotes()
    func createNote() -> Note
    func select(folder: Folder?)
}

final class NotesListInteractor: Interactable {

    typealias Presenter = NotesListInteractorToPresenter

    weak var presenter: Presenter?

    private let store: NotesStore
    private var folder: Folder?

    init(store: NotesStore = .shared) {
        self.store = store
    }
}

extension NotesListInteractor: NotesListPresenterToInteractor {

    func loadNotes() {
        presenter?.notesDidChange(store.notes(in: folder), folder: folder)
    }

    func createNote() -> Note {
        let note = Note(id: UUID(), title: "", body: "", folderID: folder?.id, tags: [], attachments: [], updatedAt: Date())
        store.save(note)
        return note
    }

    func select(folder: Folder?) {
        self.folder = folder
        loadNotes()
    }
}
