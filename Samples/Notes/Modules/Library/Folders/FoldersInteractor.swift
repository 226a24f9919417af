//
//  FoldersInteractor.swift
//  Notes
//

import Foundation

protocol FoldersPresenterToInteractor: AnyObject {
    func loadFolders()
    func createFolder(named name: String)
}

final class FoldersInteractor: Interactable, FoldersPresenterToInteractor {

    typealias Presenter = FoldersInteractorToPresenter

    weak var presenter: Presenter?
    private let store = NotesStore.shared

    func loadFolders() {
        presenter?.foldersDidChange(store.folders)
    }

    func createFolder(named name: String) {
        _ = store.addFolder(named: name)
        loadFolders()
    }
}
