//
//  BarcodeScannerPresenter.swift
//  Larder
//

import Foundation

final class BarcodeScannerPresenter {

    private weak var view: BarcodeScannerViewProtocol?
    private let interactor: BarcodeScannerInteractorInput
    private let router: BarcodeScannerRouterProtocol
    private var sections: [[ListItem]] = []

    init(view: BarcodeScannerViewProtocol, interactor: BarcodeScannerInteractorInput, router: BarcodeScannerRouterProtocol) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    private func item(in section: Int, at index: Int) -> ListItem? {
        guard sections.indices.contains(section), sections[section].indices.contains(index) else { return nil }
        return sections[section][index]
    }
}

extension BarcodeScannerPresenter: BarcodeScannerPresenterProtocol {
    func viewDidLoad() {
        interactor.load()
    }

    func didTapLookUpBarcode() {
        interactor.lookUpBarcode()
    }

    func didTapClose() {
        router.close()
    }
}

extension BarcodeScannerPresenter: BarcodeScannerInteractorOutput {
    func didLoad(sections: [[ListItem]]) {
        self.sections = sections
        view?.display(sections: sections)
    }

    func didFindProduct(productID: String) {
        router.openProductDetails(productID: productID)
    }

    func didFail(with error: Error) {
        if case ServiceError.forbidden = error {
            router.showCameraDenied()
            return
        }
        view?.display(error: error.localizedDescription)
    }
}
