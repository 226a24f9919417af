//
//  FoldersAssembly.swift
//  Notes
//

import UIKit

protocol FoldersModuleDelegate: AnyObject {
    func foldersModule(didPick folder: Folder?)
}

enum FoldersAssembly {

    static func assemble(delegate: FoldersModuleDelegate?) -> UIViewController {
        let view = FoldersView()
        let presenter = FoldersPresenter()
        let interactor = FoldersInteractor()
        let router = FoldersRouter()
        presenter.delegate = delegate
        return FoldersRouter.createModule(view: view, presenter: presenter, interactor: interactor, router: router)
    }
}
