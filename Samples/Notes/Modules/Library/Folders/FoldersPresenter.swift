//
//  FoldersPresenter.swift
//  Notes
//

import Foundation

protocol FoldersViewToPresenter: AnyObject {
    func viewDidLoad()
    func didSelectFolder(at index: Int?)
    func didCreateFolder(named name: String)
}

protocol FoldersInteractorToPresenter: AnyObject {
    func foldersDidChange(_ folders: [Folder])
}

final class FoldersPresenter: Presentable {

    typealias View = FoldersPresenterToView
    typealias Interactor = FoldersPresenterToInteractor
    typealias Router = FoldersPresenterToRouter

    weak var view: View?
    var interactor: Interactor?
    var router: Router?
    weak var delegate: FoldersModuleDelegate?
    private var folders: [Folder] = []
}

extension FoldersPresenter: FoldersViewToPresenter {

    func viewDidLoad() {
        interactor?.loadFolders()
    }

    /// `nil` is the "All notes" row.
    func didSelectFolder(at index: Int?) {
        delegate?.foldersModule(didPick: index.map { folders[$0] })
        router?.dismissFolders()
    }

    func didCreateFolder(named name: String) {
        interactor?.createFolder(named: name)
    }
}

extension FoldersPresenter: FoldersInteractorToPresenter {
    func foldersDidChange(_ folders: [Folder]) {
        self.folders = folders
        view?.show(names: folders.map(\.name))
    }
}
