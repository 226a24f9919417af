//
//  AboutWireframe.swift
//  Pokedex
//

import UIKit

final class AboutWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Main", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: AboutViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = AboutInteractor()
        let presenter = AboutPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension AboutWireframe: AboutWireframeInterface {

    func navigate(to option: AboutNavigationOption) {
    }
}
