//
//  ComposerPresenter.swift
//  Social
//

import Foundation

final class ComposerPresenter {

    private weak var view: ComposerViewController?
    private let interactor: ComposerInteractor
    private let router: ComposerRouter

    init(view: ComposerViewController, interactor: ComposerInteractor, router: ComposerRouter) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.setText(interactor.restoredDraft ?? "")
    }

    func didChangeText(_ text: String) {
        interactor.saveDraft(text)
        view?.setPostEnabled(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    func didTapPost(_ text: String) {
        interactor.publish(text) { [weak self] success in
            if success { self?.router.routeBack() }
        }
    }

    func didTapCancel() {
        router.routeBack()
    }
}
