//
//  SearchFiltersModuleBuilder.swift
//  Larder
//

import UIKit

enum SearchFiltersModuleBuilder {

    static func build() -> UIViewController {
        let view = SearchFiltersViewController()
        let router = SearchFiltersRouter()
        let presenter = SearchFiltersPresenter(view: view, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}
