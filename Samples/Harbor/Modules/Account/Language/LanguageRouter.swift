//
//  LanguageRouter.swift
//  Harbor
//

import UIKit

final class LanguageRouter {

    weak var viewController: LanguageViewController?
}

extension LanguageRouter: LanguageRouterProtocol {
    func close() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}
