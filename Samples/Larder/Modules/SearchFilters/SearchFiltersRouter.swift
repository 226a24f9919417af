//
//  SearchFiltersRouter.swift
//  Larder
//

import UIKit

final class SearchFiltersRouter {

    weak var viewController: SearchFiltersViewController?
}

extension SearchFiltersRouter: SearchFiltersRouterProtocol {
    func close() {
        viewController?.dismiss(animated: true)
    }
}
