//
//  ComposePostModuleBuilder.swift
//  Harbor
//

import UIKit

enum ComposePostModuleBuilder {

    static func build() -> UIViewController {
        let view = ComposePostViewController()
        let interactor = ComposePostInteractor(community: AppServices.shared.community)
        let router = ComposePostRouter()
        let presenter = ComposePostPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        interactor.output = presenter
        router.viewController = view
        return view
    }
}
