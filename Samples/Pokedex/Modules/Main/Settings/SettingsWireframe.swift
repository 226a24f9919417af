//
//  SettingsWireframe.swift
//  Pokedex
//

import UIKit

final class SettingsWireframe: BaseWireframe {

    // MARK: - Private properties -

    private let _storyboard = UIStoryboard(name: "Main", bundle: nil)

    // MARK: - Module setup -

    init() {
        let moduleViewController = _storyboard.instantiateViewController(ofType: SettingsViewController.self)
        super.init(viewController: moduleViewController)

        let interactor = SettingsInteractor()
        let presenter = SettingsPresenter(wireframe: self, view: moduleViewController, interactor: interactor)
        moduleViewController.presenter = presenter
    }

}

// MARK: - Extensions -

extension SettingsWireframe: SettingsWireframeInterface {

    func navigate(to option: SettingsNavigationOption) {
        switch option {
        case .about:
            navigationController?.pushWireframe(AboutWireframe())
        case .logout:
            navigationController?.setRootWireframe(LoginWireframe())
        }
    }
}
