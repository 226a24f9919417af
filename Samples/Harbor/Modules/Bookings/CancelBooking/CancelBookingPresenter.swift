//
//  CancelBookingPresenter.swift
//  Harbor
//

import UIKit

final class CancelBookingPresenter {

    private weak var view: CancelBookingViewProtocol?
    private let interactor: CancelBookingInteractorInput
    private let router: CancelBookingRouterProtocol
    private let bookingID: String
    private var sections: [[ListItem]] = []

    init(view: CancelBookingViewProtocol, interactor: CancelBookingInteractorInput, router: CancelBookingRouterProtocol, bookingID: String) {
        self.view = view
        self.interactor = interactor
        self.router = router
        self.bookingID = bookingID
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension CancelBookingPresenter: CancelBookingPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapConfirmCancellation() {
        router.confirmCancellation { [weak self] in
            self?.router.close()
        }
    }

    func didTapClose() {
        router.close()
    }
}

extension CancelBookingPresenter: CancelBookingInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFail(with error: Error) {
        view?.display(error: error.localizedDescription)
    }
}
