//
//  AboutPresenter.swift
//  Pokedex
//

import Foundation

final class AboutPresenter {

    // MARK: - Private properties -

    private unowned let _view: AboutViewInterface
    private let _interactor: AboutInteractorInterface
    private let _wireframe: AboutWireframeInterface

    // MARK: - Lifecycle -

    init(wireframe: AboutWireframeInterface, view: AboutViewInterface, interactor: AboutInteractorInterface) {
        _wireframe = wireframe
        _view = view
        _interactor = interactor
    }
}

// MARK: - Extensions -

extension AboutPresenter: AboutPresenterInterface {

    func viewDidLoad() {
        _view.reloadData()
    }
}
