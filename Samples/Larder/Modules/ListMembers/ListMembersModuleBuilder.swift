//
//  ListMembersModuleBuilder.swift
//  Larder
//

import UIKit

enum ListMembersModuleBuilder {

    static func build(listID: String) -> UIViewController {
        let view = ListMembersViewController()
        let interactor = ListMembersInteractor(listID: listID, groceries: AppServices.shared.groceries)
        let router = ListMembersRouter()
        let presenter = ListMembersPresenter(view: view, interactor: interactor, router: router, listID: listID)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
