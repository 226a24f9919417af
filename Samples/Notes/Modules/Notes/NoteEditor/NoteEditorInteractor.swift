//
//  NoteEditorInteractor.swift
//  Notes
//

import Foundation

protocol NoteEditorPresenterToInteractor: AnyObject {
    func save(_ note: Note)
}

final class NoteEditorInteractor: Interactable {

    typealias Presenter = NoteEditorInteractorToPresenter

    weak var presenter: Presenter?
    private let store = NotesStore.shared
    private var pendingSave: DispatchWorkItem?

    func save(_ note: Note) {
        pendingSave?.cancel()
        let work = DispatchWorkItem { [store] in
            var note = note
            note.updatedAt = Date()
            store.save(note)
        }
        pendingSave = work
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: work)
    }
}

extension NoteEditorInteractor: NoteEditorPresenterToInteractor {}
